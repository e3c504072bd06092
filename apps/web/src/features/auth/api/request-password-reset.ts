import type { AuthStatusMessage, PasswordResetRequest } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** Where the e-mailed link leads (the spec: "a redirect to the /reset-password/complete route"). */
export const RESET_COMPLETE_PATH = '/reset-password/complete';

/** `POST /api/auth/request-password-reset`: the same answer whether or not the address has an account. */
const requestPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<AuthStatusMessage, string>({
      query: (email) => {
        const body: PasswordResetRequest = { email, redirectTo: RESET_COMPLETE_PATH };
        return { url: '/auth/request-password-reset', method: 'POST', body };
      },
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;
/** For the reset page, which dispatches it on a store it loads when the form is used (decision 031). */
export const { requestPasswordReset } = requestPasswordResetApi.endpoints;
