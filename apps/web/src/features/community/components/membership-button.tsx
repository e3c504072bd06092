import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle } from '@waypoint/shared/community/community';
import { COMMUNITY_LABELS, joinButtonLabel } from '@waypoint/shared/community/community-limits';
import { readApiError } from '../../../lib/api-error';
import { useSetMembershipMutation } from '../api/set-membership';

/**
 * The spec's join button: "Join circle" or "Request access", then "Pending approval" or "Joined" (both
 * disabled); beside it, "Leave circle" (or withdrawing the request).
 */
export function MembershipButton({ circle }: { circle: Circle }) {
  const [setMembership, state] = useSetMembershipMutation();
  const busy = state.isLoading;
  const failure = state.isError
    ? readApiError(state.error, 'We could not change your membership.').message
    : null;
  const label = joinButtonLabel(circle.membership, circle.access);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant={circle.membership === 'none' ? 'contained' : 'outlined'}
          disabled={busy || circle.membership !== 'none'}
          onClick={() => void setMembership({ circleId: circle.id, member: true })}
        >
          {label}
        </Button>
        {circle.membership !== 'none' && (
          <Button disabled={busy} onClick={() => void setMembership({ circleId: circle.id, member: false })}>
            {circle.membership === 'joined' ? COMMUNITY_LABELS.leave : 'Withdraw request'}
          </Button>
        )}
      </Stack>
      {failure && (
        <Typography role="alert" color="error" variant="body2">
          {failure}
        </Typography>
      )}
    </Stack>
  );
}
