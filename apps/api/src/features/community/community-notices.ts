import type { Actor } from '../../lib/actor';
import type { TransactionScope } from '../../lib/transaction';
import { excerpt, type CommunityDeps } from './community-context';

/** The task that tells a circle's members of a new post, after the post is stored. */
export const NEW_POST_NOTICES_TASK = 'community.new-post-notices';

export const COMMUNITY_TOPICS = {
  newPost: 'community.new-post',
  accessApproved: 'community.access-approved',
  accessRefused: 'community.access-refused',
  reportOutcome: 'community.report-outcome',
} as const;

/**
 * What a reporter is told when a moderator acts on their report: the outcome and the circle, never who moderated,
 * who wrote the post or what it said (a removed post is not sent around again).
 */
export const REPORT_OUTCOME_NOTICES = {
  removed: (circleName: string) => ({
    title: 'Your report was reviewed: the post was removed',
    body: `A moderator removed the post you reported in ${circleName}. Thank you for helping keep the circle safe.`,
  }),
  dismissed: (circleName: string) => ({
    title: 'Your report was reviewed: the post stays',
    body: `A moderator reviewed the post you reported in ${circleName} and decided to leave it up. Thank you for telling us.`,
  }),
} as const;

/** Tells each reporter (not the moderator who acted, should they be one) the outcome, in the action's transaction. */
export async function tellReporters(
  { notifier }: CommunityDeps,
  tx: TransactionScope,
  reporterIds: readonly string[],
  actor: Actor,
  circle: { id: string; name: string },
  outcome: keyof typeof REPORT_OUTCOME_NOTICES,
) {
  const notice = REPORT_OUTCOME_NOTICES[outcome](circle.name);
  for (const reporterId of reporterIds) {
    if (reporterId === actor.id) continue;
    await notifier.notify(
      { id: reporterId },
      COMMUNITY_TOPICS.reportOutcome,
      { title: notice.title, body: excerpt(notice.body, 1000), link: `/community/${circle.id}` },
      { transaction: tx },
    );
  }
}
