import { useState } from 'react';
import { AUTH_MESSAGES, passwordResetRequestSchema } from '@waypoint/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useStoreLoader } from '../../../stores/store-loader';
import { authErrorMessage } from '../auth-errors';

// Trimmed, lower-cased and matched against the simple address pattern (spec §5), by the API's own schema.
const resetRequestSchema = passwordResetRequestSchema.pick({ email: true });

/** The reset call, loaded with the store when the form is first used rather than with the page (decision 031). */
const loadResetCall = () => import('../api/request-password-reset');

/**
 * The reset request (spec §4: idle → loading → success or error; editing after an error returns to idle).
 */
export function useResetRequest() {
  const [sent, setSent] = useState(false);
  const loadStore = useStoreLoader();
  const form = useSchemaForm({
    defaultValues: { email: '' },
    schema: resetRequestSchema,
    clearFailureOnEdit: true,
    focusFirstError: false,
    // Started when focus first enters the form, so sending does not wait for them.
    prepare: () => Promise.all([loadStore(), loadResetCall()]),
    failureMessage: (error) => authErrorMessage(error, AUTH_MESSAGES.resetFailed),
    onSubmit: async ({ email }) => {
      setSent(false);
      const [store, { requestPasswordReset }] = await Promise.all([loadStore(), loadResetCall()]);
      await store.dispatch(requestPasswordReset.initiate(email)).unwrap();
      setSent(true);
    },
  });
  return { form, sent };
}
