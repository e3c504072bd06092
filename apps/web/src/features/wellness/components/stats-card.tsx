import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@waypoint/shared/core/quantities';
import type { WellnessStats } from '@waypoint/shared/wellness/wellness';
import { streakText } from '@waypoint/shared/wellness/wellness-limits';

/** The spec's stats: average mood to one decimal and the streak line. */
export function StatsCard({ stats }: { stats: WellnessStats }) {
  const headingId = useId();
  const average = stats.averageMood === null ? 'No entries yet' : `${stats.averageMood.toFixed(1)} of 5`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Your stats
        </Typography>
        <Stack spacing={1}>
          <Typography>
            Average mood: <strong>{average}</strong>
          </Typography>
          <Typography>{streakText(stats.streakDays)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatCount(stats.entryCount, 'entry', 'entries')} in your journal
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
