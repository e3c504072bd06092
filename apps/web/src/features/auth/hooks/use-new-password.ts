import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, passwordWithConfirmationSchema } from '@waypoint/shared';
import { readApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useGetResetLinkStatusQuery } from '../api/get-reset-link-status';
import { useResetPasswordMutation } from '../api/reset-password';
import { authErrorMessage } from '../auth-errors';

export const RESET_DONE_PATH = '/signin?reset=1';
const RESET_FAILED = 'We could not change your password. Please try again.';

/**
 * Setting the new password from a reset link (decision 013 §4), with the registration's password rules. The link
 * is checked when the page opens, so a used or expired one says so before anything is typed; if the check
 * itself fails (offline), the form shows and the reset's own answer tells.
 */
export function useNewPassword(token: string) {
  const [usedUp, setUsedUp] = useState(false);
  // Asked again on every visit: a cached "usable" from before the link was used would be wrong.
  const status = useGetResetLinkStatusQuery(token, { refetchOnMountOrArgChange: true });
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
        if (message === AUTH_MESSAGES.resetLinkInvalid) return setUsedUp(true);
        // The server's word on the password (a breached one, say) goes to the field, under the API's name.
        if (!fieldErrors?.newPassword) throw failure;
        return self.showFieldErrors({ password: fieldErrors.newPassword });
      }
      await navigate(RESET_DONE_PATH, { replace: true });
    },
  });
  return { form, linkDead: usedUp || status.data?.usable === false, checking: status.isLoading };
}
