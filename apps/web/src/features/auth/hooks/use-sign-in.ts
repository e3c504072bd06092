import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, signInRequestSchema } from '@waypoint/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/redirect-to';
import { useSignInMutation } from '../api/sign-in';
import { authErrorMessage } from '../auth-errors';
import { useDestinationAfterSignIn } from './use-destination-after-sign-in';
import { useStartSession } from './use-start-session';

/**
 * The sign-in form (spec §4: idle → loading → idle; a failure's message clears on the next edit). The API's
 * schema trims and lower-cases the address and gives the one message for missing fields.
 */
export function useSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const destinationFor = useDestinationAfterSignIn();
  const [signIn] = useSignInMutation();
  return useSchemaForm({
    defaultValues: { email: '', password: '' },
    schema: signInRequestSchema,
    clearFailureOnEdit: true,
    focusFirstError: false,
    failureMessage: (error) => authErrorMessage(error, AUTH_MESSAGES.signInFailed),
    onSubmit: async (request) => {
      const { token, user } = await signIn(request).unwrap();
      if (!token) throw new Error(AUTH_MESSAGES.signInFailed);
      startSession(token, user);
      const destination = await destinationFor(user.id, safeRedirectPath(params.get(REDIRECT_PARAM)));
      await navigate(destination, { replace: true });
    },
  });
}
