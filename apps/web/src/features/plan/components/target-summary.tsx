import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TargetCareer } from '@waypoint/shared/plan/career-targets';
import { TargetButton } from '../../../components/career-kit/target-button';
import { formatDay, wagesText } from '../plan-format';

const ORIGIN_LABELS: Record<TargetCareer['chosenFrom'], string> = {
  'career-path': 'a career path card',
  'job-posting': 'a job posting',
  plan: 'your plan',
};

/** One chosen target: its national BLS wage range with the release it comes from, and a way to remove it. */
export function TargetSummary({ target }: { target: TargetCareer }) {
  return (
    <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {target.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        SOC {target.soc} · chosen on {formatDay(target.chosenOn)} from {ORIGIN_LABELS[target.chosenFrom]}
      </Typography>
      <Typography sx={{ mt: 1 }}>{target.summary}</Typography>
      <Typography sx={{ mt: 1 }}>
        <strong>Pay:</strong> {wagesText(target.salaryRange, target.salarySource)}
      </Typography>
      {target.federalSeries.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Federal job series:</strong>{' '}
          {target.federalSeries.map(({ series, title }) => `${series} ${title}`).join('; ')}
        </Typography>
      )}
      <TargetButton soc={target.soc} title={target.title} chosenFrom={target.chosenFrom} />
    </Box>
  );
}
