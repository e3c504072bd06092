import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitPostText } from '@waypoint/shared/community/linkify';

/** Link attributes for addresses members post: no referrer tab-napping, no search-engine credit. */
export const POST_LINK_REL = 'noopener nofollow ugc';

/**
 * A post's plain text: React puts it in the page as text (never as HTML), keeps its line breaks, and makes
 * http(s) addresses links that open in a new tab.
 */
export function PostText({ content }: { content: string }) {
  return (
    <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitPostText(content).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel={POST_LINK_REL}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
