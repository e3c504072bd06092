import { useState } from 'react';
import { AUTH_MESSAGES, passwordResetRequestSchema } from '@waypoint/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-errors';

// Trimmed, lower-cased and matched against the simple address pattern (spec §5), by the API's own schema.
const resetRequestSchema = passwordResetRequestSchema.pick({ email: true });

/** The reset request (spec §4: idle → loading → success or error; editing after an error returns to idle). */
export function useResetRequest() {
  const [sent, setSent] = useState(false);
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const form = useSchemaForm({
    defaultValues: { email: '' },
    schema: resetRequestSchema,
    clearFailureOnEdit: true,
    focusFirstError: false,
    failureMessage: (error) => authErrorMessage(error, AUTH_MESSAGES.resetFailed),
    onSubmit: async ({ email }) => {
      setSent(false);
      await requestPasswordReset(email).unwrap();
      setSent(true);
    },
  });
  return { form, sent };
}
