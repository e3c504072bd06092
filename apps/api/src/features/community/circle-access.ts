import type { CircleView } from '@waypoint/shared/community/community';
import { hasRole, type Actor } from '../../lib/actor';
import { circleNotFound, forbidden, postNotFound, type CommunityDeps } from './community-context';
import type { CircleMemberRow } from './community.schema';

/** The view the server grants on a circle: admins everywhere, moderators by account role or appointment. */
export function circleView(actor: Actor, membership: CircleMemberRow | undefined): CircleView {
  if (hasRole(actor, 'admin')) return 'admin';
  if (hasRole(actor, 'moderator') || membership?.role === 'moderator') return 'moderator';
  return 'member';
}

/** The circle and the actor's place in it; 404 for an unknown id. */
export async function circleAccess({ repository }: CommunityDeps, actor: Actor, circleId: string) {
  const circle = await repository.circle(circleId);
  if (!circle) throw circleNotFound();
  const membership = await repository.membership(circleId, actor.id);
  const view = circleView(actor, membership);
  return { circle, membership, view, joined: membership?.status === 'joined' };
}

export type CircleAccess = Awaited<ReturnType<typeof circleAccess>>;

export const canRead = (context: CircleAccess) =>
  context.circle.access === 'public' || context.joined || context.view !== 'member';

export async function requireModerator(deps: CommunityDeps, actor: Actor, circleId: string) {
  const context = await circleAccess(deps, actor, circleId);
  if (context.view === 'member') throw forbidden();
  return context;
}

/** A post the actor may see; 404 otherwise, so ids cannot be probed. */
export async function visiblePost(deps: CommunityDeps, actor: Actor, postId: string) {
  const post = await deps.repository.post(postId);
  if (!post || post.deletedAt) throw postNotFound();
  const context = await circleAccess(deps, actor, post.circleId);
  if (!canRead(context)) throw postNotFound();
  return { post, ...context };
}
