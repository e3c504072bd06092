import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, passwordWithConfirmationSchema } from '@waypoint/shared';
import { readApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useResetPasswordMutation } from '../api/reset-password';
import { authErrorMessage } from '../auth-errors';

export const RESET_DONE_PATH = '/signin?reset=1';
const RESET_FAILED = 'We could not change your password. Please try again.';

/** Setting the new password from a reset link (decision 013 §4), with the registration's password rules. */
export function useNewPassword(token: string) {
  const [linkDead, setLinkDead] = useState(false);
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useSchemaForm({
    defaultValues: { password: '', confirmPassword: '' },
    schema: passwordWithConfirmationSchema,
    clearFailureOnEdit: true,
    focusFirstError: false,
    failureMessage: (error) => authErrorMessage(error, RESET_FAILED),
    onSubmit: async ({ password }, self) => {
      try {
        await resetPassword({ token, newPassword: password }).unwrap();
      } catch (failure) {
        const { message, fieldErrors } = readApiError(failure, RESET_FAILED);
        if (message === AUTH_MESSAGES.resetLinkInvalid) return setLinkDead(true);
        // The server's word on the password (a breached one, say) goes to the field, under the API's name.
        if (!fieldErrors?.newPassword) throw failure;
        return self.showFieldErrors({ password: fieldErrors.newPassword });
      }
      await navigate(RESET_DONE_PATH, { replace: true });
    },
  });
  return { form, linkDead };
}
