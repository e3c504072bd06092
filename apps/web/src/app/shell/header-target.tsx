import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useGetCareerTargetsQuery } from '../../stores/career-targets/get-career-targets';
import { targetTitles } from '../../stores/career-targets/target-changes';
import { PLAN_ROUTE } from '../navigation';

/**
 * The veteran's target career(s) on every signed-in page, a link to the plan: "Target: Logisticians", or an
 * invitation to choose one. Reads the one cached answer the target buttons change; while it loads, or if it
 * cannot, the line stays empty (the plan page says what failed).
 */
export function HeaderTarget() {
  const { data } = useGetCareerTargetsQuery();
  if (!data) return null;
  const label =
    data.targets.length === 0
      ? 'Choose a target career'
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
