import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanStepStatus, PlanStepView } from '@waypoint/shared/plan/plan-http';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { useDeleteStepMutation } from '../api/delete-step';
import { useUpdateStepStatusMutation } from '../api/update-step-status';
import { STEP_STATUS_LABELS } from '../plan-format';
import { AddStepForm } from './add-step-form';
import { SectionCard } from './section-card';
import { StepItem } from './step-item';

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

/** The dated steps, soonest first: each with the status the veteran sets; their own steps added and deleted here. */
export function StepsSection({ steps, hasProfile }: { steps: PlanStepView[]; hasProfile: boolean }) {
  const [setStatus] = useUpdateStepStatusMutation();
  const [deleteStep, deleting] = useDeleteStepMutation();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<PlanStepView | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const addId = useId();

  async function changeStatus(step: PlanStepView, status: PlanStepStatus) {
    setSaid('');
    setFailure(null);
    try {
      await setStatus({ key: step.key, status }).unwrap();
      setSaid(`${step.title}: ${STEP_STATUS_LABELS[status]}. Saved.`);
    } catch (error) {
      setFailure(readApiError(error, 'We could not save the status. Please try again.').message);
    }
  }

  async function confirmDelete() {
    if (!doomed) return;
    setDeleteFailure(null);
    try {
      await deleteStep(doomed.key).unwrap();
      setSaid(`Deleted your step: ${doomed.title}.`);
      setDoomed(null);
    } catch (error) {
      setDeleteFailure(readApiError(error, 'We could not delete the step. Please try again.').message);
    }
  }

  return (
    <SectionCard title="Your dated steps">
      {!hasProfile && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Add your separation date to your profile to see the benefit windows and dates of your plan.
        </Alert>
      )}
      <Typography role="status" sx={{ mb: said ? 1 : 0 }}>
        {said}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {steps.length === 0 ? (
        <Typography color="text.secondary">Your plan has no steps yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Steps, soonest first" sx={listSx}>
          {steps.map((step) => (
            <li key={step.key}>
              <StepItem
                step={step}
                onStatusChange={(status) => void changeStatus(step, status)}
                {...(step.kind === 'custom' && { onDelete: () => setDoomed(step) })}
              />
            </li>
          ))}
        </Box>
      )}
      <Typography id={addId} component="h3" variant="h6" sx={{ mt: 3, mb: 1.5 }}>
        Add a step of your own
      </Typography>
      <AddStepForm labelledBy={addId} onAdded={(title) => setSaid(`Added your step: ${title}.`)} />
      <LazyConfirmDialog
        open={doomed !== null}
        title="Delete this step?"
        description={`“${doomed?.title ?? ''}” leaves your plan. This cannot be undone.`}
        confirmLabel="Delete step"
        busyLabel="Deleting…"
        busy={deleting.isLoading}
        error={deleteFailure}
        onCancel={() => {
          setDoomed(null);
          setDeleteFailure(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </SectionCard>
  );
}
