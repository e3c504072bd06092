import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle } from '@waypoint/shared/community/community';
import { COMMUNITY_LABELS, joinButtonLabel } from '@waypoint/shared/community/community-limits';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { useSetMembershipMutation } from '../api/set-membership';

export const LEAVE_INVITE_ONLY_TEXTS = {
  title: (name: string) => `Leave ${name}?`,
  body: "This circle is invite-only: to read or post in it again, you would have to ask again and wait for a moderator's approval.",
} as const;

/**
 * The spec's join button: "Join circle" or "Request access", then "Pending approval" or "Joined" (both
 * disabled); beside it, "Leave circle" (or withdrawing the request). Leaving an invite-only circle is asked first:
 * only a moderator can let the person back in.
 */
export function MembershipButton({ circle }: { circle: Circle }) {
  const [setMembership, state] = useSetMembershipMutation();
  const busy = state.isLoading;
  const failure = state.isError
    ? readApiError(state.error, 'We could not change your membership.').message
    : null;
  const label = joinButtonLabel(circle.membership, circle.access);
  const [confirming, setConfirming] = useState(false);
  const leave = async () => {
    const result = await setMembership({ circleId: circle.id, member: false });
    if (!('error' in result)) setConfirming(false);
  };
  const asksFirst = circle.membership === 'joined' && circle.access !== 'public';
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
          <Button
            disabled={busy}
            onClick={() => {
              if (!asksFirst) return void leave();
              state.reset();
              setConfirming(true);
            }}
          >
            {circle.membership === 'joined' ? COMMUNITY_LABELS.leave : 'Withdraw request'}
          </Button>
        )}
      </Stack>
      {failure && !confirming && (
        <Typography role="alert" color="error" variant="body2">
          {failure}
        </Typography>
      )}
      <LazyConfirmDialog
        open={confirming}
        title={LEAVE_INVITE_ONLY_TEXTS.title(circle.name)}
        description={LEAVE_INVITE_ONLY_TEXTS.body}
        confirmLabel={COMMUNITY_LABELS.leave}
        busyLabel="Leaving…"
        busy={busy}
        error={confirming ? failure : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void leave()}
      />
    </Stack>
  );
}
