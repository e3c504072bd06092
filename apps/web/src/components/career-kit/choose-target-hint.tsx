import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * What a feature that works from the target career says without one: its sentence, then a link to My Plan,
 * where a target is chosen.
 */
export function ChooseTargetHint({
  text,
  link,
  secondary = false,
}: {
  text: string;
  link: string;
  /** In the secondary text colour, as a hint beside the page's own content. */
  secondary?: boolean;
}) {
  return (
    <Typography {...(secondary && { color: 'text.secondary' })}>
      {text}{' '}
      <Link component={RouterLink} to="/plan">
        {link}
      </Link>
    </Typography>
  );
}
