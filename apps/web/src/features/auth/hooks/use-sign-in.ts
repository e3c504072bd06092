import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, signInRequestSchema } from '@waypoint/shared';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/redirect-to';
import { signIn } from '../api/sign-in';
import { authErrorMessage } from '../auth-errors';
import { useDestinationAfterSignIn } from './use-destination-after-sign-in';
import { useStartSession } from './use-start-session';

/** The sign-in form's state (spec §4: idle → loading → idle; a failure's message clears on the next edit). */
export function useSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const destinationFor = useDestinationAfterSignIn();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(AUTH_MESSAGES.signInFieldsRequired);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const { token, user } = await signIn(parsed.data);
      if (!token) throw new Error(AUTH_MESSAGES.signInFailed);
      startSession(token, user);
      const destination = await destinationFor(user.id, safeRedirectPath(params.get(REDIRECT_PARAM)));
      await navigate(destination, { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, AUTH_MESSAGES.signInFailed));
      setLoading(false);
    }
  };

  return {
    email,
    password,
    error,
    loading,
    setEmail: edit(setEmail),
    setPassword: edit(setPassword),
    submit,
  };
}
