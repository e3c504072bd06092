import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { AuthUser, VeteranProfile } from '@waypoint/shared';
import { PROFILE_MESSAGES } from '@waypoint/shared/profiles/profile-messages';
import { lazyDialog } from '../../../components/lazy-dialog';
import { LoadingState, QueryState, useFirstAnswer } from '../../../components/query-state';
import { PROFILE_STORE_MESSAGES } from '../../../stores/profiles/profiles-api';
import { useProfile } from '../../../stores/profiles/use-profile';
import type { ProfileFormOutput } from '../form/profile-form-values';
import { useProfileSave } from '../hooks/use-profile-save';
import { BenefitsSnapshotCard } from './benefits-snapshot-card';
import { CareerInterestsCard } from './career-interests-card';
import { ProfileSummaryCard } from './profile-summary-card';
import { YourDataCard } from './your-data-card';

// The profile form (its validation, the phone number library and the MOS search) downloads only when it shows:
// in the edit dialog, or here when the account has no profile yet (registration's profile step did not finish).
const EditProfileDialog = lazyDialog(() =>
  import('./edit-profile-dialog').then((module) => module.EditProfileDialog),
);
const CompleteProfileCard = lazy(() =>
  import('./complete-profile-card').then((module) => ({ default: module.CompleteProfileCard })),
);

/** Spec §9: the success snackbar shows for 4 seconds. */
export const SNACKBAR_MS = 4000;

function ProfileCards({
  profile,
  onSave,
}: {
  profile: VeteranProfile;
  onSave: (profile: VeteranProfile, output: ProfileFormOutput) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ProfileSummaryCard profile={profile} onEdit={() => setEditing(true)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <CareerInterestsCard interests={profile.careerInterests} />
        <BenefitsSnapshotCard email={profile.email} />
      </Box>
      <EditProfileDialog
        open={editing}
        profile={profile}
        onClose={() => setEditing(false)}
        onSave={async (output) => {
          await onSave(profile, output);
          setEditing(false);
        }}
      />
    </>
  );
}

export function ProfileContent({ account }: { account: AuthUser }) {
  const profile = useProfile();
  const { create, update, saved, dismissSaved } = useProfileSave(account);
  // With the cards, which QueryState shows at the same pace.
  const answered = useFirstAnswer(profile.data) !== undefined || profile.isError;

  return (
    <Stack spacing={3}>
      <QueryState
        result={profile}
        loadingLabel="Loading your profile"
        errorMessage={(failure) => failure.message || PROFILE_STORE_MESSAGES.fetch}
        empty={
          <Suspense fallback={<LoadingState label="Loading the profile form" />}>
            <CompleteProfileCard email={account.email} onCreate={create} />
          </Suspense>
        }
      >
        {(stored) => <ProfileCards profile={stored} onSave={update} />}
      </QueryState>
      {/* Once the profile has answered: shown during the wait, it would be pushed down when the cards arrive. */}
      {answered && <YourDataCard />}
      <Snackbar
        open={saved}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && dismissSaved()}
        message={PROFILE_MESSAGES.updated}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Stack>
  );
}
