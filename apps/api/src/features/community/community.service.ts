import { AUTH_MESSAGES } from '@waypoint/shared';
import {
  CIRCLE_CHANGED_EVENT,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type AccessDecision,
  type Circle,
  type CircleChanged,
  type CircleCreate,
  type CircleView,
  type ModerationQueue,
  type Post,
  type PostCreate,
  type PostCreated,
  type PostPage,
  type ReportCreate,
} from '@waypoint/shared/community/community';
import { mentionsSelfHarm } from '@waypoint/shared/wellness/care';
import type { AppDatabase } from '../../db/database';
import { hasRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { JobQueue } from '../../lib/jobs/jobs';
import type { LivePublisher } from '../../lib/live/live';
import type { Notifier } from '../../lib/notifications/notifications';
import type { Transaction } from '../../lib/transaction';
import type { CircleWithCount, CommunityRepository, PostRecord } from './community.repository';
import type { CircleMemberRow } from './community.schema';

/** The job that tells a circle's members of a new post, after the post is stored. */
export const NEW_POST_NOTICES_JOB = 'community.new-post-notices';

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

export interface CommunityScope {
  community: CommunityRepository;
  audit: AuditLog;
  handle: AppDatabase;
}

export interface CommunityServiceDeps {
  repository: CommunityRepository;
  transaction: Transaction<CommunityScope>;
  notifier: Notifier;
  live: LivePublisher;
  queue: JobQueue;
  now?: () => Date;
}

const forbidden = () => new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
const circleNotFound = () => new AppError('NOT_FOUND', COMMUNITY_MESSAGES.circleNotFound);
const postNotFound = () => new AppError('NOT_FOUND', COMMUNITY_MESSAGES.postNotFound);
const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The view the server grants on a circle: admins everywhere, moderators by account role or appointment. */
export function circleView(actor: Actor, membership: CircleMemberRow | undefined): CircleView {
  if (hasRole(actor, 'admin')) return 'admin';
  if (hasRole(actor, 'moderator') || membership?.role === 'moderator') return 'moderator';
  return 'member';
}

/** Community circles: membership, posts, moderation and reports; every permission is decided here. */
export function createCommunityService(deps: CommunityServiceDeps) {
  const { repository, transaction, notifier, live, queue } = deps;
  const now = deps.now ?? (() => new Date());

  const toCircle = (row: CircleWithCount, membership: CircleMemberRow | undefined, actor: Actor): Circle => ({
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

  const toPost = (row: PostRecord, actor: Actor): Post => ({
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

  /** The circle and the actor's place in it; 404 for an unknown id. */
  async function access(actor: Actor, circleId: string) {
    const circle = await repository.circle(circleId);
    if (!circle) throw circleNotFound();
    const membership = await repository.membership(circleId, actor.id);
    const view = circleView(actor, membership);
    return { circle, membership, view, joined: membership?.status === 'joined' };
  }

  async function requireModerator(actor: Actor, circleId: string) {
    const context = await access(actor, circleId);
    if (context.view === 'member') throw forbidden();
    return context;
  }

  /** A post the actor may see; 404 otherwise, so ids cannot be probed. */
  async function visiblePost(actor: Actor, postId: string) {
    const post = await repository.post(postId);
    if (!post || post.deletedAt) throw postNotFound();
    const context = await access(actor, post.circleId);
    if (!canRead(context)) throw postNotFound();
    return { post, ...context };
  }

  const canRead = (context: Awaited<ReturnType<typeof access>>) =>
    context.circle.access === 'public' || context.joined || context.view !== 'member';

  /**
   * Tells everyone who may have the circle open to refetch it. Called after the change commits, so nobody refetches
   * before it is there; the events go out side by side (best effort: a missed one costs a refetch on focus).
   */
  /** Tells each reporter (not the moderator who acted, should they be one) the outcome, in the action's transaction. */
  async function tellReporters(
    handle: AppDatabase,
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
        { transaction: handle },
      );
    }
  }

  async function announce(change: CircleChanged) {
    const audience = await repository.audienceIds(change.circleId);
    await Promise.all(
      audience.map((userId) => live.publish(userId, { type: CIRCLE_CHANGED_EVENT, data: change })),
    );
  }

  return {
    async list(actor: Actor): Promise<Circle[]> {
      const [rows, memberships] = await Promise.all([
        repository.listCircles(),
        repository.memberships(actor.id),
      ]);
      const byCircle = new Map(memberships.map((row) => [row.circleId, row]));
      return rows.map((row) => toCircle(row, byCircle.get(row.id), actor));
    },

    async get(actor: Actor, circleId: string): Promise<Circle> {
      const { circle, membership } = await access(actor, circleId);
      return toCircle(circle, membership, actor);
    },

    async create(actor: Actor, input: CircleCreate): Promise<Circle> {
      if (!hasRole(actor, 'admin')) throw forbidden();
      const created = await transaction(async ({ community, audit }) => {
        const row = await community.createCircle({ ...input, createdBy: actor.id });
        await audit.record({ action: 'community.circle_created', actorUserId: actor.id, subject: row.id });
        return row;
      });
      return toCircle({ ...created, joinedCount: 0 }, undefined, actor);
    },

    /** Join a public circle at once; ask to join an invite-only one. Idempotent. */
    async join(actor: Actor, circleId: string): Promise<Circle> {
      const { circle, membership } = await access(actor, circleId);
      if (membership?.status !== 'joined' && membership?.status !== 'pending') {
        await transaction(async (scope) => {
          await scope.community.setStatus(
            circleId,
            actor.id,
            circle.access === 'public' ? 'joined' : 'pending',
          );
        });
        await announce({ circleId, change: 'membership' });
      }
      return this.get(actor, circleId);
    },

    /** Leave a circle or withdraw a request; an appointed moderator stays its moderator. */
    async leave(actor: Actor, circleId: string): Promise<Circle> {
      const { membership } = await access(actor, circleId);
      if (membership) {
        await transaction(async (scope) => {
          if (membership.role === 'moderator') await scope.community.setStatus(circleId, actor.id, 'none');
          else await scope.community.removeMembership(circleId, actor.id);
        });
        await announce({ circleId, change: 'membership' });
      }
      return this.get(actor, circleId);
    },

    async posts(actor: Actor, circleId: string, before?: string): Promise<PostPage> {
      const context = await access(actor, circleId);
      if (!canRead(context)) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMemberToRead);
      let cursor: { createdAt: Date; id: string } | undefined;
      if (before) {
        const previous = await repository.post(before);
        if (!previous || previous.circleId !== circleId) throw postNotFound();
        cursor = { createdAt: previous.createdAt, id: previous.id };
      }
      const limit = COMMUNITY_LIMITS.pageSize;
      const [pinned, rows] = await Promise.all([
        cursor ? Promise.resolve([]) : repository.pinnedPosts(circleId),
        repository.postPage(circleId, limit, cursor),
      ]);
      const page = rows.slice(0, limit);
      return {
        pinned: pinned.map((row) => toPost(row, actor)),
        posts: page.map((row) => toPost(row, actor)),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async createPost(actor: Actor, circleId: string, input: PostCreate): Promise<PostCreated> {
      const { joined } = await access(actor, circleId);
      if (!joined) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMember);
      const windowStart = new Date(now().getTime() - COMMUNITY_LIMITS.rateWindowSeconds * 1000);
      if ((await repository.postsSince(actor.id, windowStart)) >= COMMUNITY_LIMITS.postsPerWindow) {
        throw new AppError('RATE_LIMITED', COMMUNITY_MESSAGES.rateLimited, undefined, {
          headers: { 'retry-after': String(COMMUNITY_LIMITS.rateWindowSeconds) },
        });
      }
      const selfHarm = mentionsSelfHarm(input.content);
      const postId = await transaction(async (scope) => {
        const id = await scope.community.createPost({
          circleId,
          authorId: actor.id,
          content: input.content,
          createdAt: now(),
        });
        if (selfHarm) {
          await scope.community.createReport({
            postId: id,
            reporterId: null,
            reason: COMMUNITY_MESSAGES.selfHarmFlag,
          });
        }
        await queue.enqueue(NEW_POST_NOTICES_JOB, { postId: id }, { transaction: scope.handle, id });
        return id;
      });
      await announce({ circleId, change: 'post' });
      const post = await repository.post(postId);
      return { post: toPost(post!, actor), showCrisisResources: selfHarm };
    },

    /**
     * Tells the circle's joined members (not the author) of a post, each once: a retry skips those already told.
     * Hidden posts are not announced.
     */
    async sendNewPostNotices(postId: string): Promise<void> {
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
            { transaction: scope.handle },
          );
        });
      }
    },

    async setPinned(actor: Actor, postId: string, pinned: boolean): Promise<Post> {
      const { post, view } = await visiblePost(actor, postId);
      if (view === 'member') throw forbidden();
      await transaction(async (scope) => {
        await scope.community.setPinned(postId, pinned);
        await scope.audit.record({
          action: pinned ? 'community.post_pinned' : 'community.post_unpinned',
          actorUserId: actor.id,
          subject: postId,
        });
      });
      await announce({ circleId: post.circleId, change: 'pin' });
      return toPost({ ...post, pinned }, actor);
    },

    /** Hides the post for everyone; the row stays for the audit trail. */
    async deletePost(actor: Actor, postId: string): Promise<void> {
      const { post, view, circle } = await visiblePost(actor, postId);
      if (view === 'member') throw forbidden();
      await transaction(async (scope) => {
        const reporters = await scope.community.hidePost(postId, actor.id);
        await scope.audit.record({
          action: 'community.post_deleted',
          actorUserId: actor.id,
          subject: postId,
          details: { circleId: post.circleId, authorId: post.authorId },
        });
        await tellReporters(scope.handle, reporters, actor, circle, 'removed');
      });
      await announce({ circleId: post.circleId, change: 'delete' });
    },

    async report(actor: Actor, postId: string, input: ReportCreate): Promise<void> {
      const { joined, view } = await visiblePost(actor, postId);
      if (!joined && view === 'member') throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMember);
      await repository.createReport({ postId, reporterId: actor.id, reason: input.reason });
    },

    async queue(actor: Actor, circleId: string): Promise<ModerationQueue> {
      await requireModerator(actor, circleId);
      const [requests, reports] = await Promise.all([
        repository.pendingRequests(circleId),
        repository.openReports(circleId),
      ]);
      const posts = new Map<string, Post>();
      for (const report of reports) {
        if (posts.has(report.postId)) continue;
        const post = await repository.post(report.postId);
        if (post) posts.set(report.postId, toPost(post, actor));
      }
      return {
        requests: requests.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })),
        reports: reports.flatMap((row) => {
          const post = posts.get(row.postId);
          if (!post) return [];
          return [
            {
              id: row.id,
              post,
              reason: row.reason,
              reporterName: row.reporterName,
              createdAt: row.createdAt.toISOString(),
            },
          ];
        }),
      };
    },

    async dismissReport(actor: Actor, reportId: string): Promise<void> {
      const report = await repository.report(reportId);
      if (!report) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.reportNotFound);
      const { circle } = await requireModerator(actor, report.circleId);
      await transaction(async ({ community, audit, handle }) => {
        const closed = await community.resolveReport(reportId, actor.id);
        // Another moderator closed it meanwhile: theirs was the decision, and the reporter has been told.
        if (!closed) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.reportNotFound);
        await audit.record({
          action: 'community.report_dismissed',
          actorUserId: actor.id,
          subject: reportId,
        });
        await tellReporters(handle, closed.reporterId ? [closed.reporterId] : [], actor, circle, 'dismissed');
      });
    },

    async decide(actor: Actor, circleId: string, userId: string, decision: AccessDecision): Promise<void> {
      const { circle } = await requireModerator(actor, circleId);
      if (userId === actor.id) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.ownRequest);
      const request = await repository.membership(circleId, userId);
      if (request?.status !== 'pending') throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.requestNotFound);
      await transaction(async (scope) => {
        if (decision.approve) await scope.community.setStatus(circleId, userId, 'joined');
        else if (request.role === 'moderator') await scope.community.setStatus(circleId, userId, 'none');
        else await scope.community.removeMembership(circleId, userId);
        await scope.audit.record({
          action: decision.approve ? 'community.access_approved' : 'community.access_refused',
          actorUserId: actor.id,
          subject: userId,
          details: { circleId },
        });
        await notifier.notify(
          { id: userId },
          decision.approve ? COMMUNITY_TOPICS.accessApproved : COMMUNITY_TOPICS.accessRefused,
          decision.approve
            ? {
                title: excerpt(`You joined ${circle.name}`, 120),
                body: `A moderator approved your request to join ${circle.name}. You can read and post there now.`,
                link: `/community/${circleId}`,
              }
            : {
                title: excerpt(`Your request to join ${circle.name}`, 120),
                body: `A moderator did not approve your request to join ${circle.name} this time.`,
                link: '/community',
              },
          { transaction: scope.handle },
        );
      });
      await announce({ circleId, change: 'membership' });
    },

    async appointModerator(actor: Actor, circleId: string, email: string): Promise<void> {
      if (!hasRole(actor, 'admin')) throw forbidden();
      await access(actor, circleId);
      const user = await repository.userByEmail(email);
      if (!user) {
        throw new AppError('VALIDATION', COMMUNITY_MESSAGES.userNotFound, {
          email: COMMUNITY_MESSAGES.userNotFound,
        });
      }
      await transaction(async ({ community, audit }) => {
        await community.appointModerator(circleId, user.id);
        await audit.record({
          action: 'community.moderator_appointed',
          actorUserId: actor.id,
          subject: user.id,
          details: { circleId },
        });
      });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
