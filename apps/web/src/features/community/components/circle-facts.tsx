import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle } from '@waypoint/shared/community/community';
import { formatCount } from '@waypoint/shared/core/quantities';

export const memberCountText = (count: number) => formatCount(count, 'member');

/** Member count, access (public or invite-only) and, for seeded circles, the sample label. */
export function CircleFacts({ circle }: { circle: Circle }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {memberCountText(circle.memberCount)}
      </Typography>
      <Chip size="small" label={circle.access === 'public' ? 'Public' : 'Invite-only'} />
      {circle.sample && <Chip size="small" variant="outlined" color="warning" label="Sample circle" />}
    </Stack>
  );
}
