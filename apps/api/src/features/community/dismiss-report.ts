import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireModerator } from './circle-access';
import type { CommunityDeps } from './community-context';
import { tellReporters } from './community-notices';

/** Closes a report and leaves the post (moderators); the reporter is told. */
export async function dismissReport(deps: CommunityDeps, actor: Actor, reportId: string): Promise<void> {
  const report = await deps.repository.report(reportId);
  if (!report) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.reportNotFound);
  const { circle } = await requireModerator(deps, actor, report.circleId);
  await deps.transaction(async ({ community, audit, tx }) => {
    const closed = await community.resolveReport(reportId, actor.id, deps.now());
    // Another moderator closed it meanwhile: theirs was the decision, and the reporter has been told.
    if (!closed) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.reportNotFound);
    await audit.record({
      action: 'community.report_dismissed',
      actorUserId: actor.id,
      subject: reportId,
    });
    await tellReporters(deps, tx, closed.reporterId ? [closed.reporterId] : [], actor, circle, 'dismissed');
  });
}
