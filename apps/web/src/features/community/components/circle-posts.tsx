import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CircleView, Post } from '@waypoint/shared/community/community';
import { useGetPostsQuery } from '../api/get-posts';
import { PostItem } from './post-item';

interface ListProps {
  view: CircleView;
  canReport: boolean;
}

function PostList({ posts, label, ...props }: ListProps & { posts: Post[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {posts.map((post) => (
        <Box component="li" key={post.id}>
          <PostItem post={post} {...props} />
          <Divider />
        </Box>
      ))}
    </Box>
  );
}

/** One page of posts; the last page offers the next. */
function PostPageView({
  circleId,
  before,
  onMore,
  ...props
}: ListProps & { circleId: string; before?: string; onMore: (cursor: string) => void }) {
  const page = useGetPostsQuery({ circleId, ...(before && { before }) }, { refetchOnFocus: true });
  if (page.isError && !page.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void page.refetch()}>
            Retry
          </Button>
        }
      >
        We could not load the posts.
      </Alert>
    );
  }
  if (!page.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading posts" />
      </Box>
    );
  }
  const { pinned, posts, nextCursor } = page.data;
  const empty = !before && pinned.length === 0 && posts.length === 0;
  return (
    <>
      {pinned.length > 0 && <PostList posts={pinned} label="Pinned posts" {...props} />}
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No posts yet. Be the first to say hello.
        </Typography>
      ) : (
        <PostList posts={posts} label={before ? 'Older posts' : 'Posts'} {...props} />
      )}
      {nextCursor && (
        <Box sx={{ pt: 1 }}>
          <Button onClick={() => onMore(nextCursor)}>Load older posts</Button>
        </Box>
      )}
    </>
  );
}

/** A circle's posts: pinned first, then newest first, page after page as the reader asks. */
export function CirclePosts({ circleId, ...props }: ListProps & { circleId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages: (string | undefined)[] = [undefined, ...cursors];
  return (
    <Box>
      {pages.map((before, index) => (
        <PostPageView
          key={before ?? 'first'}
          circleId={circleId}
          {...(before && { before })}
          {...props}
          onMore={(cursor) => setCursors((current) => [...current.slice(0, index), cursor])}
        />
      ))}
    </Box>
  );
}
