import type { AuthSession, SignUpRequest } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `POST /api/auth/sign-up/email`: the account with its metadata; `token` is null until the e-mail is verified. */
const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<AuthSession, SignUpRequest>({
      query: (body) => ({ url: '/auth/sign-up/email', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
