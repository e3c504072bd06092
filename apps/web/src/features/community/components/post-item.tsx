import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@waypoint/shared/community/community';
import { COMMUNITY_LABELS, type CircleView } from '@waypoint/shared/community/community-limits';
import { readApiError } from '../../../lib/api-error';
import { useSetPinnedMutation } from '../api/set-pinned';
import { DeletePostButton } from './delete-post-button';
import { PostText } from './post-text';
import { lazyDialog } from '../../../components/lazy-dialog';

// Shown only while reporting: the report form downloads then.
const ReportDialog = lazyDialog(
  () => import('./report-dialog').then((module) => module.ReportDialog),
  () => true,
);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The byline: "You" for the viewer's own posts, the display name for others, a "Moderator" badge. */
export function authorText(post: Post): string {
  return post.author.isYou ? COMMUNITY_LABELS.you : post.author.name;
}

/** One post, with the actions the viewer's view allows; the server checks each one again. */
export function PostItem({ post, view, canReport }: { post: Post; view: CircleView; canReport: boolean }) {
  const [setPinned, pinning] = useSetPinnedMutation();
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const moderates = view !== 'member';
  const act = async (action: () => Promise<unknown>) => {
    setNote(null);
    try {
      await action();
    } catch (error) {
      setNote(readApiError(error, 'That did not work. Please try again.').message);
    }
  };
  return (
    <Stack component="article" spacing={1} aria-label={`Post by ${authorText(post)}`} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {authorText(post)}
        </Typography>
        {post.author.isModerator && <Chip size="small" color="primary" label={COMMUNITY_LABELS.moderator} />}
        {post.pinned && <Chip size="small" variant="outlined" label="Pinned" />}
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={post.createdAt}>{dateFormat.format(new Date(post.createdAt))}</time>
        </Typography>
      </Stack>
      <PostText content={post.content} />
      {(moderates || canReport) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {moderates && (
            <>
              <DeletePostButton post={post} />
              <Button
                size="small"
                disabled={pinning.isLoading}
                onClick={() =>
                  void act(() =>
                    setPinned({ circleId: post.circleId, postId: post.id, pinned: !post.pinned }).unwrap(),
                  )
                }
              >
                {post.pinned ? COMMUNITY_LABELS.unpinResource : COMMUNITY_LABELS.pinResource}
              </Button>
            </>
          )}
          {canReport && !post.author.isYou && (
            <Button size="small" onClick={() => setReporting(true)}>
              {COMMUNITY_LABELS.report}
            </Button>
          )}
        </Stack>
      )}
      <Typography role="status" variant="body2" color={note ? 'error' : 'text.secondary'}>
        {note}
      </Typography>
      {reporting && (
        <ReportDialog
          circleId={post.circleId}
          postId={post.id}
          onClose={(reported) => {
            setReporting(false);
            if (reported) setNote('Thank you. The moderators will look at it.');
          }}
        />
      )}
    </Stack>
  );
}
