import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { getInitials } from '../../../lib/initials';
import { colors } from '../../../theme/palette';

interface ProfileAvatarProps {
  name: string;
  /** A photo, when there is one; if it fails to load the initials show instead (spec: "Other UI rules"). */
  src?: string;
}

export function ProfileAvatar({ name, src }: ProfileAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Avatar
      src={showImage ? src : undefined}
      alt=""
      slotProps={{ img: { onError: () => setFailedSrc(src ?? null) } }}
      sx={{ width: 72, height: 72, fontSize: '1.75rem', bgcolor: colors.navyTint, color: colors.navyDark }}
    >
      {/* The name is written next to the avatar, so the initials are decoration for screen readers. */}
      <span aria-hidden="true">{getInitials(name)}</span>
    </Avatar>
  );
}
