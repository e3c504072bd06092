import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@waypoint/shared';
import { useGetProfileAccountQuery } from './api/get-account';
import { PageError, PageLoading } from './components/page-status';
import { ProfileContent } from './components/profile-content';

const errorStatus = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const errorMessage = (error: unknown): string =>
  (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : '') || 'We could not load your account. Please try again.';

/** /profile (spec §2 "Profile page"): the account's summary, interests and benefits-portal snapshot. */
export default function ProfilePage() {
  const account = useGetProfileAccountQuery();
  const signedOut = errorStatus(account.error) === 401;

  let body;
  if (account.data) body = <ProfileContent account={account.data} />;
  else if (account.isError) {
    body = (
      <PageError
        message={signedOut ? AUTH_MESSAGES.signInToContinue : errorMessage(account.error)}
        signedOut={signedOut}
        onRetry={() => void account.refetch()}
      />
    );
  } else body = <PageLoading label="Loading your account" />;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Account profile
      </Typography>
      {body}
    </Stack>
  );
}
