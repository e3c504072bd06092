import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community-limits';
import { DocumentTitle } from '../../components/document-title';
import { QueryState } from '../../components/query-state';
import { readApiError } from '../../lib/api-error';
import { useGetCircleQuery } from './api/get-circle';
import { CircleView } from './components/circle-view';
import { useCircleLiveUpdates } from './hooks/use-circle-live-updates';

/** /community/{circleId}: one circle on a page of its own, so it can be shared by its address. */
export default function CirclePage() {
  const { circleId = '' } = useParams();
  const circle = useGetCircleQuery(circleId, { refetchOnFocus: true });
  useCircleLiveUpdates();
  // No such circle (or no such address) is an answer to show, not a failure to retry.
  const { status } = readApiError(circle.error, '');
  const missing = circle.isError && !circle.data && (status === 404 || status === 400);
  return (
    <Stack spacing={3}>
      <DocumentTitle page={circle.data?.name ?? 'Community Circles'} />
      <Link component={RouterLink} to="/community">
        All circles
      </Link>
      <Typography variant="h4" component="h1">
        {circle.data?.name ?? 'Community Circles'}
      </Typography>
      {missing ? (
        <Alert severity="warning">{COMMUNITY_MESSAGES.circleNotFound}</Alert>
      ) : (
        <QueryState
          result={circle}
          loadingLabel="Loading the circle"
          errorMessage="We could not load the circle."
        >
          {(data) => <CircleView circle={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
