import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ProfileForm } from '../form/profile-form';
import type { ProfileFormOutput } from '../form/profile-form-values';
import { emptyProfileFormValues } from '../form/profile-form-values';

export const COMPLETE_PROFILE_HEADING = 'Complete your veteran profile';

interface CompleteProfileCardProps {
  email: string;
  onCreate: (output: ProfileFormOutput) => Promise<void>;
}

/** No profile yet (registration's profile step failed or never ran): finish it here. */
export function CompleteProfileCard({ email, onCreate }: CompleteProfileCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          {COMPLETE_PROFILE_HEADING}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Tell us about your service so we can match you with the right opportunities.
        </Typography>
        <ProfileForm mode="create" defaultValues={emptyProfileFormValues(email)} onSubmit={onCreate} />
      </CardContent>
    </Card>
  );
}
