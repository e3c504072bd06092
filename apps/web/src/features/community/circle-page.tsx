import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community-limits';
import { DocumentTitle } from '../../components/document-title';
import { readApiError } from '../../lib/api-error';
import { useGetCircleQuery } from './api/get-circle';
import { CircleView } from './components/circle-view';
import { useCircleLiveUpdates } from './hooks/use-circle-live-updates';

/** /community/{circleId}: one circle on a page of its own, so it can be shared by its address. */
export default function CirclePage() {
  const { circleId = '' } = useParams();
  const circle = useGetCircleQuery(circleId, { refetchOnFocus: true });
  useCircleLiveUpdates();
  let body;
  if (circle.data) body = <CircleView circle={circle.data} />;
  else if (circle.isError) {
    const error = readApiError(circle.error, 'We could not load the circle.');
    body =
      error.status === 404 || error.status === 400 ? (
        <Alert severity="warning">{COMMUNITY_MESSAGES.circleNotFound}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void circle.refetch()}>
              Retry
            </Button>
          }
        >
          We could not load the circle.
        </Alert>
      );
  } else {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the circle" />
      </Box>
    );
  }
  return (
    <Stack spacing={3}>
      <DocumentTitle page={circle.data?.name ?? 'Community Circles'} />
      <Link component={RouterLink} to="/community">
        All circles
      </Link>
      <Typography variant="h4" component="h1">
        {circle.data?.name ?? 'Community Circles'}
      </Typography>
      {body}
    </Stack>
  );
}
