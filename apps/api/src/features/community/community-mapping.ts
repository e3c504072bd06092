import type { Circle, Post } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { circleView } from './circle-access';
import type { CircleWithCount } from './circles.repository';
import type { CircleMemberRow } from './community.schema';
import type { PostRecord } from './posts.repository';

/** A circle as the API answers it, with the actor's membership and view. */
export const toCircle = (
  row: CircleWithCount,
  membership: CircleMemberRow | undefined,
  actor: Actor,
): Circle => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.baseMemberCount + row.joinedCount,
  access: row.access,
  sample: row.sample,
  membership:
    membership?.status === 'pending' || membership?.status === 'joined' ? membership.status : 'none',
  view: circleView(actor, membership),
});

/** A post as the API answers it: the byline says whether it is the actor's and whether a moderator wrote it. */
export const toPost = (row: PostRecord, actor: Actor): Post => ({
  id: row.id,
  circleId: row.circleId,
  author: {
    name: row.authorName ?? row.authorLabel ?? 'Former member',
    isYou: row.authorId === actor.id,
    isModerator:
      row.authorCircleRole === 'moderator' ||
      row.authorAccountRole === 'moderator' ||
      row.authorAccountRole === 'admin',
  },
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  pinned: row.pinned,
});
