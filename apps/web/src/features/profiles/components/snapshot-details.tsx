import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BenefitsPortalProfile } from '@waypoint/shared';
import { branchLabel, rankLabel } from '../profile-display';
import { SnapshotExperience } from './snapshot-experience';
import { SnapshotList } from './snapshot-list';

/** The label on a record that is not the user's: the sandbox's fictional veteran (decision 038). */
export const DEMO_DATA_LABEL = 'Sample data';
const TOP = 5;

const joinAddress = ({
  street,
  city,
  state,
  zipCode,
  country,
}: BenefitsPortalProfile['contactInfo']['address']) =>
  [street, city, state, zipCode, country].filter((part) => part.trim()).join(', ');

interface SnapshotDetailsProps {
  snapshot: BenefitsPortalProfile;
  demo: boolean;
  /** Its sections' headings: h4 inside the example, under its own h3. */
  headingLevel?: 'h3' | 'h4';
}

export function SnapshotDetails({ snapshot, demo, headingLevel = 'h3' }: SnapshotDetailsProps) {
  const { contactInfo, education } = snapshot;
  return (
    <Stack spacing={2}>
      {demo && <Chip label={DEMO_DATA_LABEL} color="warning" sx={{ alignSelf: 'flex-start' }} />}
      <Typography sx={{ fontWeight: 600 }}>
        {branchLabel(snapshot.branch)} · {rankLabel(snapshot.rank)} · MOS {snapshot.mosCode}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" color="text.secondary">
          E-mail
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {contactInfo.email}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Phone
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {contactInfo.phone}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Address
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {joinAddress(contactInfo.address)}
        </Typography>
      </Box>
      <SnapshotList title="Top skills" items={snapshot.skills.slice(0, TOP)} headingLevel={headingLevel} />
      <SnapshotList title="Awards" items={snapshot.awards.slice(0, TOP)} headingLevel={headingLevel} />
      <SnapshotExperience entries={snapshot.experience.slice(0, 2)} headingLevel={headingLevel} />
      <Box>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
          Education
        </Typography>
        <Typography>
          {education.degree}, {education.institution}
        </Typography>
      </Box>
    </Stack>
  );
}
