import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moderatorAppointSchema } from '@waypoint/shared/community/community';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormSubmit } from '../../../lib/forms/form-submit';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppointModeratorMutation } from '../api/appoint-moderator';

interface AppointValues {
  email: string;
}

/** Admins: appoint an account, by its e-mail address, as a moderator of this circle. */
export function AppointModeratorForm({ circleId }: { circleId: string }) {
  const [appoint] = useAppointModeratorMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm<AppointValues, { email: string }>({
    defaultValues: { email: '' },
    schema: moderatorAppointSchema,
    failureMessage: (error) => (error.fieldErrors ? null : error.message),
    async onSubmit({ email }, { methods }) {
      setDone(null);
      await appoint({ circleId, email }).unwrap();
      methods.reset({ email: '' });
      setDone(`${email} now moderates this circle.`);
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={1.5} onSubmit={submit} aria-label="Appoint a moderator">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Appoint a moderator
        </Typography>
        <FormBanner messages={[failure]} />
        <FormTextField<AppointValues> name="email" label="Account e-mail address" type="email" />
        <FormSubmit submitting={submitting} submitRef={submitRef} done={done} variant="outlined">
          Appoint moderator
        </FormSubmit>
      </Stack>
    </SchemaFormProvider>
  );
}
