import type { AccountDeletionRequest } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `POST /api/account/deletion`: erases the account and everything Waypoint holds about it (decision 017). */
const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<void, AccountDeletionRequest>({
      query: (body) => ({ url: '/account/deletion', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
