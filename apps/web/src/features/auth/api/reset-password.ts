import type { AuthStatus, PasswordReset } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `POST /api/auth/reset-password`: the new password with the token from the e-mailed link. */
const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<AuthStatus, PasswordReset>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
