import { bindOperations } from '../../lib/operations';
import { appointModerator } from './appoint-moderator';
import type { CommunityDeps } from './community-context';
import { createCircle } from './create-circle';
import { createPost } from './create-post';
import { decideAccess } from './decide-access';
import { deletePost } from './delete-post';
import { dismissReport } from './dismiss-report';
import { getCircle } from './get-circle';
import { getModerationQueue } from './get-moderation-queue';
import { joinCircle } from './join-circle';
import { leaveCircle } from './leave-circle';
import { listCircleDirectory, listCircles } from './list-circles';
import { listPosts } from './list-posts';
import { pinPost } from './pin-post';
import { reportPost } from './report-post';
import { sendNewPostNotices } from './send-new-post-notices';

/**
 * Community circles: membership, posts, moderation and reports; every permission is decided here, one operation a
 * file (the circle's access rules in circle-access.ts).
 */
export function createCommunityService(deps: CommunityDeps) {
  const bind = bindOperations(deps);
  return {
    list: bind(listCircles),
    directory: bind(listCircleDirectory),
    get: bind(getCircle),
    create: bind(createCircle),
    join: bind(joinCircle),
    leave: bind(leaveCircle),
    posts: bind(listPosts),
    createPost: bind(createPost),
    sendNewPostNotices: bind(sendNewPostNotices),
    setPinned: bind(pinPost),
    deletePost: bind(deletePost),
    report: bind(reportPost),
    queue: bind(getModerationQueue),
    dismissReport: bind(dismissReport),
    decide: bind(decideAccess),
    appointModerator: bind(appointModerator),
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
