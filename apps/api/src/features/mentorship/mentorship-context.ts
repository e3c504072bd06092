import {
  MENTORSHIP_EVENTS,
  MENTORSHIP_MESSAGES,
  type MentorshipView,
  type OwnMentorProfile,
} from '@waypoint/shared';
import { hasRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { TaskQueue } from '../../lib/tasks/tasks';
import type { LivePublisher } from '../../lib/live/live';
import type { Notifier } from '../../lib/notifications/notifications';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { Transaction, TransactionScope } from '../../lib/transaction';
import type { VeteranRecords } from '../../lib/veteran-records';
import { toOwnProfile } from './mentorship-mapping';
import type { MentorshipRepository } from './mentorship.repository';

export const EXPIRE_REQUEST_TASK = 'mentorship.expire-request';
export const EXPIRE_SWEEP_TASK = 'mentorship.expire-sweep';
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
export const DAY_MS = 24 * 3_600_000;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Scope {
  mentorship: MentorshipRepository;
  audit: AuditLog;
}

export interface MentorshipDependencies {
  repository: MentorshipRepository;
  transaction: Transaction<Scope>;
  profiles: Pick<VeteranRecords, 'findForUser'>;
  catalogue: Pick<OccupationCatalogue, 'careerMatches'>;
  /** The mentee's target careers (`app.careerTargets`): mentors in their field rank first, saying so. */
  targets: CareerTargetsReader;
  notifier: Notifier;
  taskQueue: TaskQueue;
  live: LivePublisher;
  /** The app's clock (`app.clock.now`). */
  now: () => Date;
}

/** What every mentorship operation works with; the service builds it once. */
export type MentorshipDeps = MentorshipDependencies;

export const mentorNotFound = () => new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.mentorNotFound);
export const requestNotFound = () => new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.requestNotFound);

/** Where the response-time window starts. */
export const responseWindowStart = ({ now }: Pick<MentorshipDeps, 'now'>) =>
  new Date(now().getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);

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

/** The person's own mentor profile with their figures, or null. */
export async function ownProfile(deps: MentorshipDeps, userId: string): Promise<OwnMentorProfile | null> {
  const row = await deps.repository.mentorProfile(userId);
  if (!row) return null;
  return toOwnProfile(
    row,
    (await deps.repository.mentorStats(responseWindowStart(deps), [userId])).get(userId),
  );
}

/** Tells the person's open hub to refetch, in the change's transaction. */
export async function publishChanged({ live }: MentorshipDeps, userId: string, tx: TransactionScope) {
  await live.publish(userId, { type: MENTORSHIP_EVENTS.changed, data: {} }, { transaction: tx });
}
