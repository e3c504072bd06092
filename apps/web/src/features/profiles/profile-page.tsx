import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@waypoint/shared/auth/auth-messages';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { PageError, PageLoading } from './components/page-status';
import { ProfileContent } from './components/profile-content';

const ACCOUNT_FAILED = 'We could not load your account. Please try again.';

/**
 * /profile (spec §2 "Profile page"): the account's summary, interests and benefits-portal snapshot. The account
 * is the session the route guard checked (`GET /api/me`, one cache entry for both).
 */
export default function ProfilePage() {
  const account = useGetSessionQuery();
  const failure = account.isError ? readApiError(account.error, ACCOUNT_FAILED) : null;
  const signedOut = failure?.status === 401;

  let body;
  if (account.data) body = <ProfileContent account={account.data} />;
  else if (failure) {
    body = (
      <PageError
        message={signedOut ? AUTH_MESSAGES.signInToContinue : failure.message}
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
