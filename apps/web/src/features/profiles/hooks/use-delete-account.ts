import { useNavigate } from 'react-router';
import { ACCOUNT_DATA_MESSAGES, accountDeletionRequestSchema } from '@waypoint/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ACCOUNT_DELETED_PATH } from '../../../lib/redirect-to';
import { useEndSession } from '../../../lib/session/use-end-session';
import { useDeleteAccountMutation } from '../api/delete-account';

/**
 * "Delete my account" (decision 017) on the form recipe: the password again, then the deletion. A wrong password
 * goes to its field; afterwards this device forgets the session and sign-in says the account is gone.
 */
export function useDeleteAccount() {
  const [deleteAccount] = useDeleteAccountMutation();
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useSchemaForm({
    defaultValues: { password: '' },
    schema: accountDeletionRequestSchema,
    // The API's own words for what people can act on (a throttle's wait); field errors speak for themselves.
    failureMessage: ({ status, code, message, fieldErrors }) => {
      if (fieldErrors?.password) return null;
      return code && status < 500 ? message : ACCOUNT_DATA_MESSAGES.deleteFailed;
    },
    onSubmit: async (request) => {
      await deleteAccount(request).unwrap();
      // The guards head for the same address once the token is gone (lib/redirect-to.ts).
      endSession('account-deleted');
      await navigate(ACCOUNT_DELETED_PATH, { replace: true });
    },
  });
}
