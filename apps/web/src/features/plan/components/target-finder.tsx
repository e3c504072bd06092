import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TargetButton } from '../../../components/career-kit/target-button';
import { useMatchedOccupations } from '../../../components/career-kit/use-matched-occupations';
import { QueryState } from '../../../components/query-state';
import { pathWagesText } from '../plan-format';

/**
 * Choosing a target from the plan itself: the careers the veteran's own military code leads to, each with "Make
 * this my target". Other codes are one link away, on the career translation screen.
 */
export function TargetFinder() {
  const { code, translation, paths } = useMatchedOccupations();
  const elsewhere = (
    <Typography sx={{ mt: 1.5 }}>
      <Link component={RouterLink} to="/career/translate">
        Translate another military code
      </Link>{' '}
      to see its career paths, each with “Make this my target”.
    </Typography>
  );
  if (code === null || code === '') {
    return (
      <>
        <Typography>
          Your profile has no military code yet, so Waypoint cannot list the careers it leads to.{' '}
          <Link component={RouterLink} to="/profile">
            Add it to your profile
          </Link>
          .
        </Typography>
        {elsewhere}
      </>
    );
  }
  return (
    <>
      <QueryState
        result={translation.isUninitialized ? { ...translation, isError: false } : translation}
        loadingLabel="Loading the careers your military code leads to…"
        loadingVariant="text"
        errorMessage="We could not load the careers your military code leads to."
        isEmpty={(data) => data.careerPaths.length === 0}
        empty={`No civilian careers are mapped to ${code ?? 'your code'} yet.`}
      >
        {(data) => (
          <>
            <Typography sx={{ mb: 1.5 }}>
              Careers your military code, {data.code} ({data.title}), leads to:
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {paths.map((path) => (
                <Box component="li" key={path.soc} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>{path.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {pathWagesText(path.salaryRange, path.wageRelease)}
                  </Typography>
                  <TargetButton
                    soc={path.soc}
                    title={path.title}
                    chosenFrom="plan"
                    militaryCode={data.code}
                  />
                </Box>
              ))}
            </Box>
          </>
        )}
      </QueryState>
      {elsewhere}
    </>
  );
}
