import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_TRACK_LABELS, PLAN_TRACKS, type PlanTrack } from '@waypoint/shared/plan/career-target-limits';
import { QueryState } from '../../../components/query-state';
import { TextInput } from '../../../components/text-input';
import { readApiError } from '../../../lib/api-error';
import { CAREER_TARGETS_STORE_MESSAGES } from '../../../stores/career-targets/career-targets-api';
import { useGetCareerTargetsQuery } from '../../../stores/career-targets/get-career-targets';
import { useUpdateCareerTargetsMutation } from '../../../stores/career-targets/update-career-targets';
import { SectionCard } from './section-card';
import { TargetFinder } from './target-finder';
import { TargetSummary } from './target-summary';

/** The target careers (none, one or two) with their pay, the plan's goal, and careers to choose from. */
export function TargetsSection() {
  const targets = useGetCareerTargetsQuery();
  const [update, updating] = useUpdateCareerTargetsMutation();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const finderId = useId();

  async function changeTrack(track: PlanTrack) {
    if (!targets.data) return;
    setSaid('');
    setFailure(null);
    try {
      const kept = targets.data.targets.map(({ soc, chosenFrom }) => ({ soc, chosenFrom }));
      await update({ targets: kept, track }).unwrap();
      setSaid(`Your plan’s goal is now: ${PLAN_TRACK_LABELS[track]}.`);
    } catch (error) {
      setFailure(readApiError(error, CAREER_TARGETS_STORE_MESSAGES.update).message);
    }
  }

  return (
    <SectionCard title="Your target careers">
      <QueryState
        result={targets}
        loadingLabel="Loading your target careers…"
        loadingVariant="text"
        errorMessage={CAREER_TARGETS_STORE_MESSAGES.fetch}
      >
        {(data) => (
          <Stack spacing={2}>
            {data.targets.length === 0 ? (
              <Typography>
                You have no target career yet. Choose one or two below: your resume, job search, interview
                practice, mentors and this plan all work toward them.
              </Typography>
            ) : (
              data.targets.map((target) => <TargetSummary key={target.soc} target={target} />)
            )}
            <TextInput
              select
              label="Your plan’s goal"
              value={data.track}
              onChange={(event) => void changeTrack(event.target.value as PlanTrack)}
              disabled={updating.isLoading}
              helperText="The Individual Transition Plan names one: the readiness standards follow it."
              sx={{ maxWidth: 360 }}
            >
              {PLAN_TRACKS.map((track) => (
                <option key={track} value={track}>
                  {PLAN_TRACK_LABELS[track]}
                </option>
              ))}
            </TextInput>
            <Typography role="status">{said}</Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        )}
      </QueryState>
      <Typography id={finderId} component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Find a target career
      </Typography>
      <section aria-labelledby={finderId}>
        <TargetFinder />
      </section>
    </SectionCard>
  );
}
