import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { planCustomStepCreateSchema, PLAN_STEP_LIMITS } from '@waypoint/shared/plan/plan-http';
import { fieldErrorsOf } from '../../../lib/forms/form-schema';
import { readApiError } from '../../../lib/api-error';
import { TextInput } from '../../../components/text-input';
import { useAddStepMutation } from '../api/add-step';

/** Where a step of one's own may be done in Waypoint: the pages a transition step usually leads to. */
const PLACES = [
  { href: '', label: 'Nowhere in particular' },
  { href: '/resume', label: 'Resume Builder' },
  { href: '/jobs', label: 'Job Search' },
  { href: '/career/interview-coach', label: 'Interview Coach' },
  { href: '/mentorship', label: 'Mentorship' },
  { href: '/benefits', label: 'Benefits' },
  { href: '/documents', label: 'Document Vault' },
  { href: '/community', label: 'Community Circles' },
  { href: '/career/translate', label: 'Career Translation' },
] as const;

const EMPTY = { title: '', opens: '', closes: '', href: '' };

/** A step of the veteran's own: a title, an optional first and last day, and where in Waypoint it is done. */
export function AddStepForm({
  labelledBy,
  onAdded,
}: {
  labelledBy: string;
  onAdded: (title: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddStepMutation();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = planCustomStepCreateSchema.safeParse({
      title: values.title,
      opens: values.opens || null,
      closes: values.closes || null,
      ...(values.href && { href: values.href }),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await add(parsed.data).unwrap();
      setValues(EMPTY);
      onAdded(parsed.data.title);
    } catch (error) {
      const failed = readApiError(error, 'We could not add your step. Please try again.');
      setErrors(failed.fieldErrors ?? {});
      setFailure(failed.message);
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
  });

  return (
    <Stack component="form" aria-labelledby={labelledBy} noValidate spacing={2} onSubmit={submit}>
      <TextInput
        {...field('title')}
        label="Step"
        required
        helperText={errors.title ?? 'What you will do, e.g. “Ask my unit for a reference letter”'}
        slotProps={{ htmlInput: { maxLength: PLAN_STEP_LIMITS.titleMax } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...field('opens')} type="date" label="From (optional)" helperText={errors.opens} />
        <TextInput
          {...field('closes')}
          type="date"
          label="By (optional)"
          helperText={errors.closes ?? 'The last day: the step is due then'}
        />
        <TextInput {...field('href')} select label="Where you do it" helperText={errors.href}>
          {PLACES.map((place) => (
            <option key={place.href} value={place.href}>
              {place.label}
            </option>
          ))}
        </TextInput>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={adding.isLoading}>
          {adding.isLoading ? 'Adding…' : 'Add step'}
        </Button>
      </div>
    </Stack>
  );
}
