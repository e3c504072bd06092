import type { ContactMessage, ContactReceipt } from '@waypoint/shared/contact/contact';
import { api } from '../../../lib/api-slice';

/** `POST /api/contact`: the message is stored and e-mailed to support (decision 010); 5 per address per 10 minutes. */
const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessage>({
      query: (message) => ({ url: '/contact', method: 'POST', body: message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
