import { useId, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CIRCLE_ACCESS,
  COMMUNITY_LIMITS,
  circleCreateSchema,
  type CircleCreate,
} from '@waypoint/shared/community/community';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormSubmit } from '../../../lib/forms/form-submit';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateCircleMutation } from '../api/create-circle';

interface CircleValues {
  name: string;
  description: string;
  access: string;
}

const DEFAULTS: CircleValues = { name: '', description: '', access: 'public' };

/** Admins: a new circle (name, description, public or invite-only). */
export function CreateCircleForm() {
  const [createCircle] = useCreateCircleMutation();
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const form = useSchemaForm<CircleValues, CircleCreate>({
    defaultValues: DEFAULTS,
    schema: circleCreateSchema,
    failureMessage: 'We could not create the circle. Please try again.',
    async onSubmit(circle, { methods }) {
      setDone(null);
      await createCircle(circle).unwrap();
      methods.reset(DEFAULTS);
      setDone(`${circle.name} created.`);
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Create a circle
        </Typography>
        <SchemaFormProvider form={form}>
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            <FormBanner messages={[failure]} />
            <FormTextField<CircleValues>
              name="name"
              label="Name"
              slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.circleNameMax } }}
            />
            <FormTextField<CircleValues>
              name="description"
              label="Description"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.circleDescriptionMax } }}
            />
            <FormTextField<CircleValues> name="access" label="Access" select>
              {choiceOptions(CIRCLE_ACCESS, { labels: { public: 'Public', 'invite-only': 'Invite-only' } })}
            </FormTextField>
            <FormSubmit submitting={submitting} submitRef={submitRef} done={done}>
              Create circle
            </FormSubmit>
          </Stack>
        </SchemaFormProvider>
      </CardContent>
    </Card>
  );
}
