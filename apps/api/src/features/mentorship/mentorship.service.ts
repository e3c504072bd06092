import {
  MENTORSHIP_EVENTS,
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
  type Availability,
  type MentorProfileInput,
  type MentorRequest,
  type MentorRequestCreate,
  type MentorshipAdmin,
  type MentorshipHub,
  type MentorshipView,
  type OwnMentorProfile,
  type Recommendation,
  type RequestState,
} from '@waypoint/shared';
import { hasRole, requireRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { AppDatabase } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/jobs';
import type { LivePublisher } from '../../lib/live/live';
import type { Notifier } from '../../lib/notifications/notifications';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { VeteranRecords } from '../../lib/veteran-records';
import type { Transaction } from '../../lib/transaction';
import { industriesOf, rankMentors, type MenteeFacts } from './match-score';
import { toMentor, toOwnProfile, toRequest } from './mentorship-mapping';
import type { MentorshipRepository } from './mentorship.repository';

export const EXPIRE_REQUEST_JOB = 'mentorship.expire-request';
export const EXPIRE_SWEEP_JOB = 'mentorship.expire-sweep';
export const TOPICS = {
  requestReceived: 'mentorship.request-received',
  requestAnswered: 'mentorship.request-answered',
  requestExpired: 'mentorship.request-expired',
  message: 'mentorship.message',
  mentorApplied: 'mentorship.mentor-applied',
  mentorApproved: 'mentorship.mentor-approved',
  messageReported: 'mentorship.message-reported',
} as const;

/** Response times count over this many recent days, so a mentor who got faster is seen as faster. */
export const RESPONSE_WINDOW_DAYS = 90;
const DAY_MS = 24 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Scope {
  mentorship: MentorshipRepository;
  audit: AuditLog;
  handle: AppDatabase;
}

export interface MentorshipDependencies {
  repository: MentorshipRepository;
  transaction: Transaction<Scope>;
  profiles: Pick<VeteranRecords, 'findForUser'>;
  catalogue: Pick<OccupationCatalogue, 'careerMatches'>;
  notifier: Notifier;
  queue: JobQueue;
  live: LivePublisher;
  now?: () => Date;
}

/**
 * An approved profile is shown to veterans while its account holds a role that mentors (mentor, moderator or
 * admin): an operator who takes the mentor role back (`npm run user:role -- <email> veteran`) takes the profile
 * out of every list too, and giving the role again brings it back (decision 038).
 */
export const isListed = (row: { status: string; accountRole: string }) =>
  row.status === 'approved' && row.accountRole !== 'veteran';

export function viewOf(actor: Actor, mentorApproved: boolean): MentorshipView {
  if (hasRole(actor, 'admin')) return 'admin';
  return mentorApproved && hasRole(actor, 'mentor', 'moderator') ? 'mentor' : 'mentee';
}

/** The mentorship hub: matching, requests and their expiry, mentor applications and the admin's figures. */
export function createMentorshipService(deps: MentorshipDependencies) {
  const { repository, transaction, notifier, queue, live, now = () => new Date() } = deps;
  const mentorNotFound = () => new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.mentorNotFound);
  const requestNotFound = () => new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.requestNotFound);
  const since = () => new Date(now().getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);

  async function menteeFacts(userId: string): Promise<MenteeFacts | null> {
    const facts = await deps.profiles.findForUser(userId);
    if (!facts) return null;
    const matches = await deps.catalogue.careerMatches(facts.mosCode, facts.branch);
    const targets = matches?.occupations.map((occupation) => occupation.soc) ?? [];
    return { ...facts, targetIndustries: industriesOf(targets) };
  }

  /**
   * The mentors this person may be shown, ranked: real, approved mentors first (at most the hub's limit), then the
   * sample mentors apart (decision 038). A sample is never ranked among real people, whatever its score.
   */
  async function recommendations(
    actor: Actor,
    facts: MenteeFacts | null,
  ): Promise<{ real: Recommendation[]; samples: Recommendation[] }> {
    const mentors = (await repository.mentorsByStatus('approved')).filter(
      (row) => row.userId !== actor.id && isListed(row),
    );
    const stats = await repository.mentorStats(since());
    const states = new Map<string, RequestState>();
    for (const request of await repository.requestsOfMentee(actor.id)) {
      if (!states.has(request.mentorId)) states.set(request.mentorId, request.status);
    }
    const mentee = facts ?? {
      branch: null,
      careerInterests: [],
      preferredLocation: '',
      targetIndustries: [],
    };
    const rank = (rows: typeof mentors, limit: number) =>
      rankMentors(
        mentee,
        rows.map((row) => toMentor(row, stats.get(row.userId))),
      )
        .slice(0, limit)
        .map(({ mentor, match }): Recommendation => {
          const state = states.get(mentor.id);
          // A declined or expired request leaves the mentor requestable again.
          const requestState: RequestState = state === 'pending' || state === 'accepted' ? state : 'idle';
          return { mentor, matchScore: match.score, reasons: match.reasons, requestState };
        });
    return {
      real: rank(
        mentors.filter((row) => !row.sample),
        MENTORSHIP_LIMITS.recommendations,
      ),
      samples: rank(
        mentors.filter((row) => row.sample),
        MENTORSHIP_LIMITS.recommendations,
      ),
    };
  }

  async function ownProfile(userId: string): Promise<OwnMentorProfile | null> {
    const row = await repository.mentorProfile(userId);
    if (!row) return null;
    return toOwnProfile(row, (await repository.mentorStats(since(), [userId])).get(userId));
  }

  async function requireMentor(actor: Actor) {
    const row = await repository.mentorProfile(actor.id);
    if (!row || row.status !== 'approved')
      throw new AppError('FORBIDDEN', MENTORSHIP_MESSAGES.noMentorProfile);
    return row;
  }

  return {
    async hub(actor: Actor): Promise<MentorshipHub> {
      const profile = await ownProfile(actor.id);
      const view = viewOf(actor, profile?.status === 'approved');
      const isMentee = await repository.isMentee(actor.id);
      const facts = await menteeFacts(actor.id);
      const showList = isMentee || view !== 'mentee';
      const pairs = await repository.pairsOf(actor.id);
      const shown = showList ? await recommendations(actor, facts) : { real: [], samples: [] };
      return {
        view,
        isMentee,
        recommendations: shown.real,
        sampleMentors: shown.samples,
        myRequests: (await repository.requestsOfMentee(actor.id)).map(toRequest),
        queue: view === 'mentor' ? (await repository.queueOf(actor.id)).map(toRequest) : [],
        mentorships: pairs.map((pair) => {
          const iAmMentor = pair.mentorId === actor.id;
          return {
            id: pair.id,
            partner: iAmMentor
              ? { id: pair.menteeId, name: pair.menteeName }
              : { id: pair.mentorId, name: pair.mentorName },
            partnerRole: iAmMentor ? ('mentee' as const) : ('mentor' as const),
            startedAt: (pair.answeredAt ?? pair.createdAt).toISOString(),
            unread: pair.unread,
          };
        }),
        mentorProfile: profile,
        hasMentorRole: hasRole(actor, 'mentor'),
        hasVeteranProfile: facts !== null,
      };
    },

    async becomeMentee(actor: Actor): Promise<void> {
      await repository.addMentee(actor.id);
    },

    /**
     * Asks to become a mentor (pending until an admin approves), or changes an existing mentor profile. An account
     * an admin already gave the mentor role needs no second approval: its profile is approved as it is saved
     * (decision 038), so the role and the approval are one state.
     */
    async saveMentorProfile(actor: Actor, input: MentorProfileInput): Promise<OwnMentorProfile> {
      const existing = await repository.mentorProfile(actor.id);
      const { availability, ...fields } = input;
      const approvedByRole = hasRole(actor, 'mentor') && existing?.status !== 'approved';
      await transaction(async ({ mentorship, audit }) => {
        await mentorship.saveMentorProfile({
          ...fields,
          userId: actor.id,
          accepting: availability.accepting,
          slots: availability.slots,
          ...(approvedByRole && { status: 'approved' as const, approvedAt: now() }),
        });
        if (!approvedByRole) return;
        if (existing) await mentorship.approve(actor.id, now());
        await audit.record({
          action: 'mentorship.mentor_approved',
          actorUserId: actor.id,
          subject: actor.id,
          details: { previousRole: actor.role, by: 'mentor-role' },
        });
      });
      if (!existing && !approvedByRole) {
        for (const adminId of await repository.adminIds()) {
          await notifier.notify({ id: adminId }, TOPICS.mentorApplied, {
            title: 'A new mentor application',
            body: 'Someone asked to become a mentor. Review the application in the mentorship hub.',
            link: '/mentorship',
          });
        }
      }
      return (await ownProfile(actor.id))!;
    },

    async setAvailability(actor: Actor, availability: Availability): Promise<OwnMentorProfile> {
      await requireMentor(actor);
      await repository.setAvailability(actor.id, availability.accepting, availability.slots);
      return (await ownProfile(actor.id))!;
    },

    async request(actor: Actor, input: MentorRequestCreate): Promise<MentorRequest> {
      if (input.mentorId === actor.id) {
        throw new AppError('VALIDATION', MENTORSHIP_MESSAGES.requestSelf, {
          mentorId: MENTORSHIP_MESSAGES.requestSelf,
        });
      }
      if (!(await repository.isMentee(actor.id)))
        throw new AppError('FORBIDDEN', MENTORSHIP_MESSAGES.notMentee);
      const mentor = UUID.test(input.mentorId) ? await repository.mentorProfile(input.mentorId) : undefined;
      if (!mentor || !isListed(mentor)) throw mentorNotFound();
      // A sample answers nobody: a request would only hold one of the mentee's pending slots for a week.
      if (mentor.sample) throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.sampleNotRequestable);
      if (await repository.openRequest(actor.id, mentor.userId)) {
        throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.alreadyRequested);
      }
      const stats = (await repository.mentorStats(since(), [mentor.userId])).get(mentor.userId);
      if (!mentor.accepting || toMentor(mentor, stats).openSeats === 0) {
        throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.mentorUnavailable);
      }
      if ((await repository.pendingCount(actor.id)) >= MENTORSHIP_LIMITS.maxPendingRequests) {
        throw new AppError('VALIDATION', MENTORSHIP_MESSAGES.tooManyPending, {
          mentorId: MENTORSHIP_MESSAGES.tooManyPending,
        });
      }
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + MENTORSHIP_LIMITS.requestExpiryDays * DAY_MS);
      const id = await transaction(async ({ mentorship, handle }) => {
        const row = await mentorship.insertRequest({
          menteeId: actor.id,
          mentorId: mentor.userId,
          message: input.message,
          createdAt,
          expiresAt,
        });
        await queue.enqueue(
          EXPIRE_REQUEST_JOB,
          { requestId: row.id },
          { startAfter: expiresAt, id: row.id, transaction: handle },
        );
        await notifier.notify(
          { id: mentor.userId },
          TOPICS.requestReceived,
          {
            title: 'A new mentee request',
            body: `A veteran asked you to be their mentor. Answer within ${MENTORSHIP_LIMITS.requestExpiryDays} days.`,
            link: '/mentorship',
          },
          { transaction: handle },
        );
        await live.publish(
          mentor.userId,
          { type: MENTORSHIP_EVENTS.changed, data: {} },
          { transaction: handle },
        );
        return row.id;
      });
      return toRequest((await repository.request(id))!);
    },

    /** The mentor accepts or declines; someone else's request is answered as absent. */
    async answer(actor: Actor, requestId: string, accept: boolean): Promise<MentorRequest> {
      const found = UUID.test(requestId) ? await repository.request(requestId) : undefined;
      if (!found || found.mentorId !== actor.id) throw requestNotFound();
      if (found.status !== 'pending') throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.requestAnswered);
      await transaction(async ({ mentorship, handle }) => {
        const closed = await mentorship.closeRequest(found.id, accept ? 'accepted' : 'declined', now());
        if (!closed) throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.requestAnswered);
        await notifier.notify(
          { id: found.menteeId },
          TOPICS.requestAnswered,
          accept
            ? {
                title: `${found.mentorName} accepted your request`,
                body: 'Your mentorship has started. Say hello in My mentorships.',
                link: '/mentorship',
              }
            : {
                title: `${found.mentorName} declined your request`,
                body: 'You can ask another mentor from your recommendations.',
                link: '/mentorship',
              },
          { transaction: handle },
        );
        await live.publish(
          found.menteeId,
          { type: MENTORSHIP_EVENTS.changed, data: {} },
          { transaction: handle },
        );
      });
      return toRequest((await repository.request(found.id))!);
    },

    /** Expires one request if it is still pending and due; safe to run twice (the job engine may). */
    async expire(requestId: string): Promise<boolean> {
      const found = await repository.request(requestId);
      if (!found || found.status !== 'pending' || found.expiresAt > now()) return false;
      return transaction(async ({ mentorship, handle }) => {
        if (!(await mentorship.closeRequest(found.id, 'expired', now()))) return false;
        await notifier.notify(
          { id: found.menteeId },
          TOPICS.requestExpired,
          {
            title: 'Your mentor request expired',
            body: `${found.mentorName} did not answer within ${MENTORSHIP_LIMITS.requestExpiryDays} days. You can ask another mentor.`,
            link: '/mentorship',
          },
          { transaction: handle },
        );
        await live.publish(
          found.menteeId,
          { type: MENTORSHIP_EVENTS.changed, data: {} },
          { transaction: handle },
        );
        return true;
      });
    },

    /** Expires every due request (the hourly sweep, in case a request's own job was lost). */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (const id of await repository.dueRequestIds(now())) if (await this.expire(id)) expired += 1;
      return expired;
    },

    async admin(actor: Actor): Promise<MentorshipAdmin> {
      requireRole(actor, 'admin');
      const stats = await repository.mentorStats(since());
      const approved = await repository.mentorsByStatus('approved');
      return {
        pendingMentors: (await repository.mentorsByStatus('pending')).map((row) =>
          toOwnProfile(row, undefined),
        ),
        pairs: (await repository.allPairs()).map((pair) => ({
          id: pair.id,
          mentor: { id: pair.mentorId, name: pair.mentorName },
          mentee: { id: pair.menteeId, name: pair.menteeName },
          startedAt: (pair.answeredAt ?? pair.createdAt).toISOString(),
          messages: pair.messages,
        })),
        // Real people first; the samples after them (decision 038).
        responseTimes: [
          ...approved.filter((row) => !row.sample),
          ...approved.filter((row) => row.sample),
        ].map((row) => {
          const mentor = toMentor(row, stats.get(row.userId));
          const figures = stats.get(row.userId);
          return {
            mentor: { id: row.userId, name: row.name },
            medianResponseHours: mentor.medianResponseHours,
            answered: figures?.answered ?? 0,
            pending: figures?.pending ?? 0,
            expired: figures?.expired ?? 0,
          };
        }),
        reports: (await repository.reports()).map((report) => ({
          ...report,
          createdAt: report.createdAt.toISOString(),
        })),
      };
    },

    async approveMentor(actor: Actor, userId: string): Promise<OwnMentorProfile> {
      requireRole(actor, 'admin');
      if (!UUID.test(userId)) throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.applicationNotFound);
      await transaction(async ({ mentorship, audit, handle }) => {
        const approved = await mentorship.approve(userId, now());
        if (!approved) throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.applicationNotFound);
        await audit.record({
          action: 'mentorship.mentor_approved',
          actorUserId: actor.id,
          subject: userId,
          details: { previousRole: approved.previousRole },
        });
        await notifier.notify(
          { id: userId },
          TOPICS.mentorApproved,
          {
            title: 'You are now a mentor',
            body: 'Your mentor profile is live. Veterans can now ask you to mentor them.',
            link: '/mentorship',
          },
          { transaction: handle },
        );
      });
      return (await ownProfile(userId))!;
    },
  };
}

export type MentorshipService = ReturnType<typeof createMentorshipService>;
