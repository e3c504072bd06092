import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Post } from '@waypoint/shared/community/community';
import { COMMUNITY_LABELS } from '@waypoint/shared/community/community-limits';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { useDeletePostMutation } from '../api/delete-post';

export const DELETE_POST_TEXTS = {
  title: 'Delete this post?',
  body: (post: Post) =>
    `${post.author.isYou ? 'Your post' : `The post by ${post.author.name}`} disappears for everyone in the circle and cannot be brought back. Anyone who reported it is told that a moderator acted on their report.`,
  busy: 'Deleting…',
  failed: 'We could not delete the post. Please try again.',
} as const;

interface DeletePostButtonProps {
  post: Post;
  onDeleted?: () => void;
}

/** A moderator's "Delete post", asked first in the shared confirmation. */
export function DeletePostButton({ post, onDeleted }: DeletePostButtonProps) {
  const [deletePost, deleting] = useDeletePostMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await deletePost({ circleId: post.circleId, postId: post.id }).unwrap();
      setOpen(false);
      onDeleted?.();
    } catch (failure) {
      setError(readApiError(failure, DELETE_POST_TEXTS.failed).message);
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        disabled={deleting.isLoading}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {COMMUNITY_LABELS.deletePost}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={DELETE_POST_TEXTS.title}
        description={DELETE_POST_TEXTS.body(post)}
        confirmLabel={COMMUNITY_LABELS.deletePost}
        busyLabel={DELETE_POST_TEXTS.busy}
        busy={deleting.isLoading}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
