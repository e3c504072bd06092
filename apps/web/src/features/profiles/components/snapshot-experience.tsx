import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BenefitsPortalProfile } from '@waypoint/shared';

type Experience = BenefitsPortalProfile['experience'][number];

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The portal's dates are its own strings: shown as month and year when they parse, as sent otherwise. */
export function formatPortalDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : monthYear.format(time);
}

export const experiencePeriod = ({ startDate, endDate }: Experience): string =>
  `${formatPortalDate(startDate)} to ${endDate ? formatPortalDate(endDate) : 'Present'}`;

/** The first experience entries: title, summary, period and location. */
export function SnapshotExperience({
  entries,
  headingLevel = 'h3',
}: {
  entries: readonly Experience[];
  headingLevel?: 'h3' | 'h4';
}) {
  if (entries.length === 0) return null;
  return (
    <Box>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        Experience
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.startDate}`}>
            <Typography sx={{ fontWeight: 600 }}>{entry.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {experiencePeriod(entry)} · {entry.location}
            </Typography>
            <Typography variant="body2">{entry.summary}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
