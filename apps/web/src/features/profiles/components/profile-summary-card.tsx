import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { VeteranProfile } from '@waypoint/shared';
import {
  alertsLabel,
  branchLabel,
  dischargeLabel,
  displayName,
  rankLabel,
  relocationText,
  SUMMARY_FALLBACKS,
} from '../profile-display';
import { ProfileAvatar } from './profile-avatar';

interface ProfileSummaryCardProps {
  profile: VeteranProfile;
  onEdit: () => void;
}

export function ProfileSummaryCard({ profile, onEdit }: ProfileSummaryCardProps) {
  const name = displayName(profile);
  const nameId = useId();
  return (
    <Card component="section" aria-labelledby={nameId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ProfileAvatar name={name} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={nameId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography color="text.secondary">
              {rankLabel(profile.rank)} · {branchLabel(profile.branch)}
            </Typography>
            <Typography color="text.secondary">
              {profile.preferredLocation.trim() || SUMMARY_FALLBACKS.location} ·{' '}
              {relocationText(profile.willingToRelocate)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
              <Chip label={dischargeLabel(profile.dischargeStatus)} color="primary" variant="outlined" />
              <Chip label={alertsLabel(profile.jobAlertFrequency)} variant="outlined" />
            </Stack>
          </Box>
          <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit} sx={{ flexShrink: 0 }}>
            Edit profile
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
