import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { BRANCH_LABELS, BRANCHES } from '@waypoint/shared/core/branches';
import type { MentorProfileInput } from '@waypoint/shared/mentorship/mentorship';
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  MENTOR_CHANNEL_LABELS,
  MENTOR_CHANNELS,
  type MentorChannel,
} from '@waypoint/shared/mentorship/mentorship-limits';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useFormField } from '../../../lib/forms/use-form-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSaveMentorProfileMutation } from '../api/save-mentor-profile';

interface ApplicationValues {
  branch: string;
  role: string;
  experience: string;
  interests: string;
  channels: MentorChannel[];
  industry: string;
  location: string;
  capacity: string;
}

const DEFAULTS: ApplicationValues = {
  branch: '',
  role: '',
  experience: '',
  interests: '',
  channels: ['video'],
  industry: '',
  location: '',
  capacity: '3',
};

const Field = FormTextField<ApplicationValues>;

function ChannelChoices() {
  const field = useFormField<ApplicationValues, 'channels'>('channels');
  const toggle = (channel: MentorChannel, on: boolean) =>
    field.onChange(on ? [...field.value, channel] : field.value.filter((other) => other !== channel));
  return (
    <FormControl error={Boolean(field.error)} component="fieldset">
      <FormLabel component="legend">Channels</FormLabel>
      <FormGroup row>
        {MENTOR_CHANNELS.map((channel, index) => (
          <FormControlLabel
            key={channel}
            label={MENTOR_CHANNEL_LABELS[channel]}
            control={
              <Checkbox
                checked={field.value.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
                inputRef={index === 0 ? field.ref : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

interface MentorApplicationFormProps {
  onClose: () => void;
  /** The button's words: "Send application", or "Save mentor profile" where the mentor role makes it live at once. */
  submitLabel?: string;
}

/** The mentor application's form, shown once "Apply to mentor" is pressed; `onClose` after sending or on Cancel. */
export default function MentorApplicationForm({
  onClose,
  submitLabel = 'Send application',
}: MentorApplicationFormProps) {
  const [saveProfile] = useSaveMentorProfileMutation();
  const form = useSchemaForm<ApplicationValues, MentorProfileInput>({
    defaultValues: DEFAULTS,
    // Loaded when the form is first focused or sent, keeping zod out of the page's first download.
    schema: () =>
      import('@waypoint/shared/mentorship/mentorship').then((module) => module.mentorProfileInputSchema),
    toInput: (values) => ({
      ...values,
      interests: values.interests
        .split(',')
        .map((interest) => interest.trim())
        .filter(Boolean),
      capacity: Number(values.capacity),
      availability: { accepting: true, slots: [] },
    }),
    failureMessage: 'We could not send your application. Please try again.',
    async onSubmit(input) {
      await saveProfile(input).unwrap();
      onClose();
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ width: '100%' }}>
        <FormBanner messages={[failure]} />
        <Field name="branch" label="Branch" select required>
          {choiceOptions(BRANCHES, { labels: BRANCH_LABELS, placeholder: 'Select a branch' })}
        </Field>
        <Field name="role" label="Current role" required />
        <Field name="experience" label="Experience" multiline minRows={3} required />
        <Field
          name="interests"
          label="Interests"
          hint="Separate them with commas, e.g. logistics, security"
        />
        <ChannelChoices />
        <Field name="industry" label="Industry" select required>
          {choiceOptions(INDUSTRIES, { labels: INDUSTRY_LABELS, placeholder: 'Select an industry' })}
        </Field>
        <Field name="location" label="Location" hint="City, state" />
        <Field
          name="capacity"
          label="How many mentees at once"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 10 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
            {submitLabel}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Stack>
      </Stack>
    </SchemaFormProvider>
  );
}
