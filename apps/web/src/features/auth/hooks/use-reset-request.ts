import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, passwordResetRequestSchema } from '@waypoint/shared';
import { requestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-errors';

export type ResetRequestStatus = 'idle' | 'loading' | 'success' | 'error';

/** The reset request (spec §4: idle → loading → success or error; editing after an error returns to idle). */
export function useResetRequest() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<ResetRequestStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const edit = (value: string) => {
    setEmail(value);
    setFieldError(null);
    if (status === 'error') {
      setStatus('idle');
      setError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Trimmed, lower-cased and matched against the simple address pattern (spec §5), by the API's own schema.
    const parsed = passwordResetRequestSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setFieldError(AUTH_MESSAGES.resetEmailInvalid);
      return;
    }
    setStatus('loading');
    setError(null);
    try {
      await requestPasswordReset(parsed.data);
      setStatus('success');
    } catch (failure) {
      setError(authErrorMessage(failure, AUTH_MESSAGES.resetFailed));
      setStatus('error');
    }
  };

  return { email, fieldError, status, error, edit, submit };
}
