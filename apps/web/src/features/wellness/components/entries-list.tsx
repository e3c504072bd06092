import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JournalEntry } from '@waypoint/shared/wellness/wellness';
import { MOOD_LABELS } from '@waypoint/shared/wellness/wellness-limits';

const written = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const NO_ENTRIES = 'No entries yet. Your entries appear here, newest first.';

/** The entries, newest first: when, the mood, the note. */
export function EntriesList({ entries, total }: { entries: readonly JournalEntry[]; total: number }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Your entries
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{NO_ENTRIES}</Typography>
        ) : (
          <Stack
            component="ol"
            aria-labelledby={headingId}
            divider={<Divider component="li" aria-hidden />}
            spacing={1.5}
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Chip size="small" label={`Mood ${entry.mood} · ${MOOD_LABELS[entry.mood] ?? ''}`} />
                  <Typography
                    component="time"
                    dateTime={entry.createdAt}
                    variant="body2"
                    color="text.secondary"
                  >
                    {written.format(new Date(entry.createdAt))}
                  </Typography>
                </Stack>
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.note}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {total > entries.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Showing your latest {entries.length} of {total} entries.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
