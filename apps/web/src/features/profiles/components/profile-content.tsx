import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { AuthUser } from '@waypoint/shared';
import { PROFILE_MESSAGES } from '@waypoint/shared/profiles/profile-messages';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useProfileSave } from '../hooks/use-profile-save';
import { useVeteranProfile } from '../hooks/use-veteran-profile';
import { BenefitsSnapshotCard } from './benefits-snapshot-card';
import { CareerInterestsCard } from './career-interests-card';
import { PageError, PageLoading } from './page-status';
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

export function ProfileContent({ account }: { account: AuthUser }) {
  const view = useVeteranProfile(account.id);
  const { create, update, saved, dismissSaved } = useProfileSave(account);
  const [editing, setEditing] = useState(false);

  let content;
  if (view.status === 'loading') content = <PageLoading label="Loading your profile" />;
  else if (view.status === 'error') content = <PageError message={view.error} onRetry={view.retry} />;
  else if (view.status === 'empty') {
    content = (
      <Suspense fallback={<PageLoading label="Loading the profile form" />}>
        <CompleteProfileCard email={account.email} onCreate={create} />
      </Suspense>
    );
  } else {
    const { profile } = view;
    content = (
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
            await update(profile, output);
            setEditing(false);
          }}
        />
      </>
    );
  }

  return (
    <Stack spacing={3}>
      {content}
      <YourDataCard />
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
