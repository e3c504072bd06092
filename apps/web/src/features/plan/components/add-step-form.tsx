import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PlanCustomStepCreate } from '@waypoint/shared/plan/plan-http';
import { PLAN_STEP_LIMITS } from '@waypoint/shared/plan/plan-step-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
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

interface StepValues {
  title: string;
  opens: string;
  closes: string;
  href: string;
}

const EMPTY: StepValues = { title: '', opens: '', closes: '', href: '' };
const StepField = FormTextField<StepValues>;

/** Empty dates are none, and "Nowhere in particular" is no link. */
const toInput = (values: StepValues) => ({
  title: values.title,
  opens: values.opens || null,
  closes: values.closes || null,
  ...(values.href && { href: values.href }),
});

/** A step of the veteran's own: a title, an optional first and last day, and where in Waypoint it is done. */
export function AddStepForm({
  labelledBy,
  onAdded,
}: {
  labelledBy: string;
  onAdded: (title: string) => void;
}) {
  const [add] = useAddStepMutation();
  const form = useSchemaForm<StepValues, PlanCustomStepCreate>({
    defaultValues: EMPTY,
    // Loaded when focus first enters the form: zod stays out of the plan page's first download.
    schema: () => import('@waypoint/shared/plan/plan-http').then((http) => http.planCustomStepCreateSchema),
    toInput,
    // The server's reason (the 50-step limit, for one); when it gave none, ours.
    failureMessage: (failed) =>
      failed.status === 0 ? 'We could not add your step. Please try again.' : failed.message,
    async onSubmit(step, { methods }) {
      await add(step).unwrap();
      methods.reset(EMPTY);
      onAdded(step.title);
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" aria-labelledby={labelledBy} noValidate spacing={2} onSubmit={submit}>
        <StepField
          name="title"
          label="Step"
          required
          hint="What you will do, e.g. “Ask my unit for a reference letter”"
          slotProps={{ htmlInput: { maxLength: PLAN_STEP_LIMITS.titleMax } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <StepField name="opens" type="date" label="From (optional)" />
          <StepField
            name="closes"
            type="date"
            label="By (optional)"
            hint="The last day: the step is due then"
          />
          <StepField name="href" select label="Where you do it">
            {PLACES.map((place) => (
              <option key={place.href} value={place.href}>
                {place.label}
              </option>
            ))}
          </StepField>
        </Stack>
        <FormBanner messages={[failure]} />
        {/* The section's status line says what was added (steps-section.tsx). */}
        <div>
          <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
            {submitting ? 'Adding…' : 'Add step'}
          </Button>
        </div>
      </Stack>
    </SchemaFormProvider>
  );
}
