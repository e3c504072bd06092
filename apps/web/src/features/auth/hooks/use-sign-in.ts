import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, signInRequestSchema } from '@waypoint/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { REDIRECT_PARAM, safeRedirectPath, SIGNED_IN_HOME } from '../../../lib/redirect-to';
import { useWarmRoute } from '../../../lib/route-warmup';
import { useStoreLoader } from '../../../stores/store-loader';
import { authErrorMessage } from '../auth-errors';

/** The store and the sign-in call, loaded when the form is first used rather than with the page (decision 031). */
const loadSignInFlow = () => import('../sign-in-flow');

/**
 * The sign-in form (spec §4: idle → loading → idle; a failure's message clears on the next edit). The API's
 * schema trims and lower-cases the address and gives the one message for missing fields.
 */
export function useSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loadStore = useStoreLoader();
  const warm = useWarmRoute();
  const form = useSchemaForm({
    defaultValues: { email: '', password: '' },
    schema: signInRequestSchema,
    clearFailureOnEdit: true,
    focusFirstError: false,
    // Started when focus first enters the form, so sending does not wait for them.
    prepare: () => Promise.all([loadStore(), loadSignInFlow()]),
    failureMessage: (error) => authErrorMessage(error, AUTH_MESSAGES.signInFailed),
    onSubmit: async (request) => {
      const redirectTo = safeRedirectPath(params.get(REDIRECT_PARAM));
      // The next page's chunks download while the credentials are checked; its data once the session is stored.
      warm(redirectTo ?? SIGNED_IN_HOME);
      const [store, { signInAndChooseDestination }] = await Promise.all([loadStore(), loadSignInFlow()]);
      await navigate(await signInAndChooseDestination(store, request, redirectTo, warm), { replace: true });
    },
  });
  return form;
}
