import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, passwordWithConfirmationSchema } from '@waypoint/shared';
import { resetPassword } from '../api/reset-password';
import { asApiError, authErrorMessage } from '../auth-errors';

type Field = 'password' | 'confirmPassword';
export const RESET_DONE_PATH = '/signin?reset=1';

/** Setting the new password from a reset link (SPEC-DECISIONS 4), with the registration's password rules. */
export function useNewPassword(token: string) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordWithConfirmationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setSaving(true);
    try {
      await resetPassword({ token, newPassword: parsed.data.password });
      await navigate(RESET_DONE_PATH, { replace: true });
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError?.message === AUTH_MESSAGES.resetLinkInvalid) setLinkDead(true);
      else if (apiError?.fieldErrors?.newPassword) setErrors({ password: apiError.fieldErrors.newPassword });
      else setError(authErrorMessage(failure, 'We could not change your password. Please try again.'));
      setSaving(false);
    }
  };

  return { values, errors, error, linkDead, saving, edit, submit };
}
