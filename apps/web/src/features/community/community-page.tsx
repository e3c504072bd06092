import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle, CircleList, CircleSuggestion } from '@waypoint/shared/community/community';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { useGetCirclesQuery } from './api/get-circles';
import { CircleCard } from './components/circle-card';
import { useCircleLiveUpdates } from './hooks/use-circle-live-updates';
import { COMMUNITY_TEXTS } from './community-texts';
import { lazyDialog } from '../../components/lazy-dialog';
import { QueryState } from '../../components/query-state';

// A circle's dialog (its posts, the post form and moderation) downloads when a circle is first opened; the
// form that creates circles only for administrators.
const CircleDialog = lazyDialog(
  () => import('./components/circle-dialog').then((module) => module.CircleDialog),
  () => true,
);
const CreateCircleForm = lazy(() =>
  import('./components/create-circle-form').then((module) => ({ default: module.CreateCircleForm })),
);

/** The circles, those suggested for the veteran's target careers first, each with its reason. */
function CircleGrid({ circles, suggestions }: { circles: Circle[]; suggestions: CircleSuggestion[] }) {
  const [viewing, setViewing] = useState<string | null>(null);
  const open = circles.find((circle) => circle.id === viewing);
  const suggestionOf = new Map(suggestions.map((suggestion) => [suggestion.circleId, suggestion]));
  const ordered = [
    ...suggestions.flatMap((suggestion) => circles.filter((circle) => circle.id === suggestion.circleId)),
    ...circles.filter((circle) => !suggestionOf.has(circle.id)),
  ];
  return (
    <>
      {circles.some((circle) => circle.sample) && (
        <Alert severity="info">
          Circles marked &quot;Sample circle&quot; are sample data; their member counts include sample
          members.
        </Alert>
      )}
      <Grid container spacing={3}>
        {ordered.map((circle) => (
          <Grid key={circle.id} size={{ xs: 12, md: 6 }}>
            <CircleCard
              circle={circle}
              suggestion={suggestionOf.get(circle.id)}
              onView={() => setViewing(circle.id)}
            />
          </Grid>
        ))}
      </Grid>
      {open && <CircleDialog circle={open} onClose={() => setViewing(null)} />}
    </>
  );
}

/**
 * /community: the circles, each with its join button and "View circle", the one that fits each of the veteran's
 * target careers first with the reason; admins can create circles.
 */
export default function CommunityPage() {
  const circles = useGetCirclesQuery(undefined, { refetchOnFocus: true });
  useCircleLiveUpdates();
  const session = useGetSessionQuery();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Community Circles
      </Typography>
      <Typography color="text.secondary">{COMMUNITY_TEXTS.intro}</Typography>
      <QueryState
        result={circles}
        loadingLabel="Loading circles"
        errorMessage="We could not load the circles."
        isEmpty={(list: CircleList) => list.circles.length === 0}
        empty="There are no circles yet."
      >
        {(list) => <CircleGrid circles={list.circles} suggestions={list.suggestions} />}
      </QueryState>
      {session.data?.role === 'admin' && (
        <Suspense fallback={<CircularProgress aria-label="Loading the circle form" />}>
          <CreateCircleForm />
        </Suspense>
      )}
    </Stack>
  );
}
