import type { AuthSession, SignInRequest } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `POST /api/auth/sign-in/email`: a bearer token and the user. */
const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthSession, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in/email', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = signInApi;
/** For the sign-in page, which dispatches it on a store it loads when the form is used (decision 031). */
export const { signIn } = signInApi.endpoints;
