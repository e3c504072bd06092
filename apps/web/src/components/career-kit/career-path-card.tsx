import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CareerPath } from '@waypoint/shared/careers/catalogue-types';
import { WAGE_RANGE_MEANING } from '@waypoint/shared/careers/salary';

interface CareerPathCardProps {
  path: CareerPath;
  /** The title's heading level: one below the heading of the section the cards are in. */
  headingLevel: 'h3' | 'h4';
  /**
   * The translation screen compares paths by demand too, in a list of terms; registration's cards give the
   * salary range alone, as a line.
   */
  showDemand?: boolean;
  /** A short line under the title, e.g. what of the veteran's the path mentions. */
  note?: string;
  /** What the veteran can do with the path, below its next steps ("Make this my target"). */
  action?: ReactNode;
}

const termSx = { fontWeight: 700 } as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every wage says what the range is and the release it comes from, e.g. "(middle 50% of earners, BLS OEWS May
 * 2024, national)": a range alone reads as what the job pays from entry to top, which it is not.
 */
function WageRelease({ path }: { path: CareerPath }) {
  const label = path.wageRelease.startsWith(WAGE_RANGE_MEANING)
    ? path.wageRelease
    : `${WAGE_RANGE_MEANING}, ${path.wageRelease}`;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
      ({label})
    </Box>
  );
}
const detailSx = { m: 0 } as const;

/**
 * One civilian career path (the spec's careerPaths entry): title, summary, salary range with its release and next
 * steps; on the translation screen also demand, SOC code and why the path matches.
 */
export function CareerPathCard({
  path,
  headingLevel,
  showDemand = false,
  note,
  action,
}: CareerPathCardProps) {
  const stepsId = useId();
  return (
    <Box
      component="article"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
    >
      <Typography
        component={headingLevel}
        variant="subtitle1"
        sx={{ fontWeight: 700, fontSize: '1.0625rem' }}
      >
        {path.title}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700, color: 'primary.dark' }}>
          {note}
        </Typography>
      )}
      <Typography sx={{ mt: 0.5 }}>{path.summary}</Typography>
      {showDemand ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
        >
          <Box component="dt" sx={termSx}>
            Salary range
          </Box>
          <Box component="dd" sx={detailSx}>
            {path.salaryRange} <WageRelease path={path} />
          </Box>
          <Box component="dt" sx={termSx}>
            Demand
          </Box>
          <Box component="dd" sx={detailSx}>
            {path.demand}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              ({path.demandSource})
            </Box>
          </Box>
          <Box component="dt" sx={termSx}>
            SOC code
          </Box>
          <Box component="dd" sx={detailSx}>
            {path.soc}
          </Box>
          <Box component="dt" sx={termSx}>
            Match
          </Box>
          <Box component="dd" sx={detailSx}>
            {capitalize(path.matchType)}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
              {path.matchBasis}
            </Box>
          </Box>
        </Box>
      ) : (
        <Typography sx={{ my: 1.5 }}>
          <Box component="strong" sx={termSx}>
            Salary range:
          </Box>{' '}
          {path.salaryRange} <WageRelease path={path} />
        </Typography>
      )}
      <Typography id={stepsId} sx={termSx}>
        Next steps
      </Typography>
      <Box component="ul" aria-labelledby={stepsId} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {path.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      {action}
    </Box>
  );
}
