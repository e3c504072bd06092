import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanStandardView } from '@waypoint/shared/plan/plan-http';
import { PLAN_NOTES } from '@waypoint/shared/plan/plan-messages';
import { readApiError } from '../../../lib/api-error';
import { useUpdateStepStatusMutation } from '../api/update-step-status';
import { formatDay } from '../plan-format';
import { SectionCard } from './section-card';

export const STANDARDS_ANCHOR = 'standards';

interface StandardProps {
  standard: PlanStandardView;
  /** For a standard done outside Waypoint: the veteran marks it (self-attested). */
  onMark?: (done: boolean) => void;
  busy: boolean;
}

function Standard({ standard, onMark, busy }: StandardProps) {
  return (
    <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}>
        <Chip
          label={standard.met ? 'Met' : 'Not yet'}
          color={standard.met ? 'success' : 'default'}
          size="small"
          variant={standard.met ? 'filled' : 'outlined'}
        />
        {standard.met && standard.metOn && (
          <Typography variant="body2">on {formatDay(standard.metOn)}</Typography>
        )}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {standard.title}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        <strong>Counts as evidence:</strong> {standard.evidence}
      </Typography>
      {standard.appliesTo && <Typography variant="body2">{standard.appliesTo}</Typography>}
      {standard.found && <Typography sx={{ mt: 0.5 }}>Found: {standard.found}</Typography>}
      {standard.selfAttested && standard.met && (
        <Typography variant="body2" color="text.secondary">
          {PLAN_NOTES.selfAttested}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Link component={RouterLink} to={standard.link.href}>
          {standard.link.label}
        </Link>
        {onMark && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={`${standard.met ? 'Mark not done' : 'Mark done'}: ${standard.title}`}
            onClick={() => onMark(!standard.met)}
          >
            {standard.met ? 'Mark not done' : 'Mark done'}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {standard.law}:{' '}
        <Link href={standard.source.url} target="_blank" rel="noreferrer">
          {standard.source.title}
        </Link>{' '}
        (checked {formatDay(standard.source.checkedOn)})
      </Typography>
    </Box>
  );
}

/**
 * The Career Readiness Standards the TAP Capstone verifies, as the plan's spine: each met or not yet (with the day),
 * where Waypoint meets it, and the rule it comes from. Standards done outside Waypoint are marked by the veteran.
 */
export function StandardsSection({ standards }: { standards: PlanStandardView[] }) {
  const [setStatus, saving] = useUpdateStepStatusMutation();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const met = standards.filter((standard) => standard.met).length;

  async function mark(standard: PlanStandardView, done: boolean) {
    if (!standard.stepKey) return;
    setSaid('');
    setFailure(null);
    try {
      await setStatus({ key: standard.stepKey, status: done ? 'done' : 'not-started' }).unwrap();
      setSaid(`${standard.title}: ${done ? 'marked done' : 'marked not done'}. Saved.`);
    } catch (error) {
      setFailure(readApiError(error, 'We could not save that. Please try again.').message);
    }
  }

  return (
    <SectionCard title="Career Readiness Standards" id={STANDARDS_ANCHOR}>
      <Typography sx={{ mb: 2 }}>
        {met} of {standards.length} met. Your command verifies these at the TAP Capstone; each links to where
        Waypoint helps you meet it.
      </Typography>
      <Typography role="status">{said}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Career Readiness Standards"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {standards.map((standard) => (
          <li key={standard.id}>
            <Standard
              standard={standard}
              busy={saving.isLoading}
              {...(standard.selfAttested &&
                standard.stepKey && { onMark: (done: boolean) => void mark(standard, done) })}
            />
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
