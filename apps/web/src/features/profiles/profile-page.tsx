import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@waypoint/shared/auth/auth-messages';
import { QueryState, signInWhenSignedOut } from '../../components/query-state';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { ProfileContent } from './components/profile-content';

const ACCOUNT_FAILED = 'We could not load your account. Please try again.';

/**
 * /profile (spec §2 "Profile page"): the account's summary, interests and benefits-portal snapshot. The account
 * is the session the route guard checked (`GET /api/me`, one cache entry for both).
 */
export default function ProfilePage() {
  const account = useGetSessionQuery();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Account profile
      </Typography>
      <QueryState
        result={account}
        loadingLabel="Loading your account"
        errorMessage={(failure) =>
          failure.status === 401 ? AUTH_MESSAGES.signInToContinue : failure.message || ACCOUNT_FAILED
        }
        errorAction={signInWhenSignedOut}
      >
        {(data) => <ProfileContent account={data} />}
      </QueryState>
    </Stack>
  );
}
