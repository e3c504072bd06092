import { excerpt, type CommunityDeps } from './community-context';
import { COMMUNITY_TOPICS } from './community-notices';

/**
 * Tells the circle's joined members (not the author) of a post, each once: a retry skips those already told.
 * Hidden posts are not announced.
 */
export async function sendNewPostNotices(
  { repository, transaction, notifier }: CommunityDeps,
  postId: string,
): Promise<void> {
  const post = await repository.post(postId);
  if (!post || post.deletedAt) return;
  const circle = await repository.circle(post.circleId);
  if (!circle) return;
  const told = await repository.noticedIds(postId);
  const author = post.authorName ?? post.authorLabel ?? 'A member';
  for (const memberId of await repository.joinedMemberIds(post.circleId)) {
    if (memberId === post.authorId || told.has(memberId)) continue;
    await transaction(async (scope) => {
      if (!(await scope.community.recordNotice(postId, memberId))) return;
      await notifier.notify(
        { id: memberId },
        COMMUNITY_TOPICS.newPost,
        {
          title: excerpt(`New post in ${circle.name}`, 120),
          body: excerpt(`${author}: ${post.content}`, 1000),
          link: `/community/${circle.id}`,
        },
        { transaction: scope.tx },
      );
    });
  }
}
