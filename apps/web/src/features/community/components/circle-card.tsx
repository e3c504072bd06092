import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle, CircleSuggestion } from '@waypoint/shared/community/community';
import { COMMUNITY_LABELS } from '@waypoint/shared/community/community-limits';
import { CircleFacts } from './circle-facts';
import { MembershipButton } from './membership-button';

/** The mark of a circle suggested for the veteran's target career; the reason beside it says which and why. */
export const SUGGESTED_LABEL = 'Suggested for your target career';

/**
 * A circle card: name (a link to its page), description, members, access, the join button and "View circle"; a
 * circle suggested for the veteran's target career says so, with the reason.
 */
export function CircleCard({
  circle,
  suggestion,
  onView,
}: {
  circle: Circle;
  suggestion?: CircleSuggestion;
  onView: () => void;
}) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Typography id={headingId} component="h2" variant="h6">
            <Link component={RouterLink} to={`/community/${circle.id}`} underline="hover" color="inherit">
              {circle.name}
            </Link>
          </Typography>
          {suggestion && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={SUGGESTED_LABEL} />
              <Typography variant="body2">{suggestion.reason}</Typography>
            </Stack>
          )}
          <Typography color="text.secondary">{circle.description}</Typography>
          <CircleFacts circle={circle} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <MembershipButton circle={circle} />
        <Button onClick={onView}>{COMMUNITY_LABELS.view}</Button>
      </CardActions>
    </Card>
  );
}
