import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanStepStatus, PlanStepView } from '@waypoint/shared/plan/plan-http';
import { TextInput } from '../../../components/text-input';
import { formatDay, STEP_KIND_LABELS, STEP_STATUS_LABELS, statusesFor, windowText } from '../plan-format';

interface StepItemProps {
  step: PlanStepView;
  /** One below the heading of the list the step is in. */
  headingLevel?: 'h3' | 'h4';
  /** Absent in the what-if preview: nothing there can be changed. */
  onStatusChange?: (status: PlanStepStatus) => void;
  onDelete?: () => void;
}

/** One dated step: when, what, where in Waypoint it is done, the rule behind its date, and its status. */
export function StepItem({ step, headingLevel = 'h3', onStatusChange, onDelete }: StepItemProps) {
  const headingId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {windowText(step.window)}
        </Typography>
        <Chip label={STEP_KIND_LABELS[step.kind]} size="small" variant="outlined" />
        {!onStatusChange && <Chip label={STEP_STATUS_LABELS[step.status]} size="small" />}
      </Stack>
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {step.title}
      </Typography>
      {step.detail && <Typography sx={{ mt: 0.5 }}>{step.detail}</Typography>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1 }}
      >
        {onStatusChange && (
          <TextInput
            select
            label="Status"
            value={step.status}
            onChange={(event) => onStatusChange(event.target.value as PlanStepStatus)}
            // The visible label stays short; the name says which step, among many "Status" fields.
            slotProps={{ htmlInput: { 'aria-label': `Status of ${step.title}` } }}
            size="small"
            sx={{ minWidth: 180 }}
          >
            {statusesFor(step.kind).map((status) => (
              <option key={status} value={status}>
                {STEP_STATUS_LABELS[status]}
              </option>
            ))}
          </TextInput>
        )}
        <Link component={RouterLink} to={step.link.href}>
          {step.link.label}
        </Link>
        {onDelete && (
          <Button color="error" onClick={onDelete} aria-label={`Delete your step: ${step.title}`}>
            Delete
          </Button>
        )}
      </Stack>
      {step.found && <Typography sx={{ mt: 1 }}>Found in Waypoint: {step.found}</Typography>}
      {step.statusChangedOn && step.status !== 'not-started' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {STEP_STATUS_LABELS[step.status]} since {formatDay(step.statusChangedOn)}
        </Typography>
      )}
      {step.source ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Date from:{' '}
          <Link href={step.source.url} target="_blank" rel="noreferrer">
            {step.source.title}
          </Link>{' '}
          (checked {formatDay(step.source.checkedOn)})
        </Typography>
      ) : (
        step.kind === 'target' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Waypoint’s suggested date, not a rule.
          </Typography>
        )
      )}
    </Box>
  );
}
