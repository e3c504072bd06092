import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useGetCareerTargetsQuery } from '../../stores/career-targets/get-career-targets';
import { targetTitles } from '../../stores/career-targets/target-changes';
import { PLAN_ROUTE } from '../page-titles';

const NO_TARGET = 'Choose a target career';

/**
 * The veteran's target career(s) on every signed-in page, a link to the plan: "Target: Logisticians", or an
 * invitation to choose one. Reads the one cached answer the target buttons change; while it loads, or if it
 * cannot, the line stays empty (the plan page says what failed).
 */
export function HeaderTarget() {
  const { data } = useGetCareerTargetsQuery();
  // The line's room is kept while it loads: below 600 px the breadcrumbs and the target wrap onto two rows, and a
  // target arriving would push the page down. Hidden from everyone, assistive technology included.
  if (!data) {
    return (
      <Box component="span" aria-hidden sx={{ visibility: 'hidden', fontSize: '0.875rem' }}>
        {NO_TARGET}
      </Box>
    );
  }
  const label =
    data.targets.length === 0
      ? NO_TARGET
      : `${data.targets.length > 1 ? 'Targets' : 'Target'}: ${targetTitles(data.targets)}`;
  return (
    <Link
      component={RouterLink}
      to={PLAN_ROUTE}
      color="inherit"
      sx={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }}
    >
      {label}
    </Link>
  );
}
