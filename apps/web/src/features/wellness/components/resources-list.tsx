import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import type { WellnessResource } from '@waypoint/shared/wellness/wellness';
import { WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness-limits';
import { IconTooltip } from '../../../components/icon-tooltip';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { useSetBookmarkMutation } from '../api/set-bookmark';

function ResourceItem({ resource, onToggle }: { resource: WellnessResource; onToggle: () => void }) {
  const label = `Bookmark ${resource.title}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} component="li">
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link href={resource.url} target="_blank" rel="noopener noreferrer">
              {resource.title}
              <span style={visuallyHidden}> (opens in a new tab)</span>
            </Link>
          </Typography>
          <Chip size="small" variant="outlined" label={resource.category} />
        </Stack>
        <Typography variant="body2">{resource.description}</Typography>
        <Typography variant="caption" color="text.secondary">
          Source: {resource.source}
        </Typography>
      </Stack>
      <IconTooltip title={resource.bookmarked ? 'Remove bookmark' : 'Bookmark'}>
        <IconButton aria-label={label} aria-pressed={resource.bookmarked} onClick={onToggle} color="primary">
          {resource.bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </IconTooltip>
    </Stack>
  );
}

/** The seeded resources, each with its source and a bookmark toggle that persists. */
export function ResourcesList({ resources }: { resources: readonly WellnessResource[] }) {
  const headingId = useId();
  const [setBookmark, { isError, reset }] = useSetBookmarkMutation();
  const toggle = (resource: WellnessResource) => {
    reset();
    void setBookmark({ resourceId: resource.id, bookmarked: !resource.bookmarked });
  };
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Resources
        </Typography>
        {isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {WELLNESS_MESSAGES.bookmarkFailed}
          </Alert>
        )}
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {resources.map((resource) => (
            <ResourceItem key={resource.id} resource={resource} onToggle={() => toggle(resource)} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
