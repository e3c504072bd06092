import { AUTH_MESSAGES } from '@waypoint/shared';
import {
  CIRCLE_CHANGED_EVENT,
  COMMUNITY_MESSAGES,
  type CircleChanged,
} from '@waypoint/shared/community/community';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { TaskQueue } from '../../lib/tasks/tasks';
import type { LivePublisher } from '../../lib/live/live';
import type { Notifier } from '../../lib/notifications/notifications';
import type { Transaction } from '../../lib/transaction';
import type { CommunityRepository } from './community.repository';

export interface CommunityScope {
  community: CommunityRepository;
  audit: AuditLog;
}

export interface CommunityServiceDeps {
  repository: CommunityRepository;
  transaction: Transaction<CommunityScope>;
  notifier: Notifier;
  live: LivePublisher;
  taskQueue: TaskQueue;
  /** The viewer's target careers (`app.careerTargets`): the circle that fits each is suggested. */
  targets: CareerTargetsReader;
  /** The app's clock (`app.clock.now`). */
  now: () => Date;
}

/** What every community operation works with; the service builds it once. */
export type CommunityDeps = CommunityServiceDeps;

export const forbidden = () => new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
export const circleNotFound = () => new AppError('NOT_FOUND', COMMUNITY_MESSAGES.circleNotFound);
export const postNotFound = () => new AppError('NOT_FOUND', COMMUNITY_MESSAGES.postNotFound);
export const excerpt = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Tells everyone who may have the circle open to refetch it. Called after the change commits, so nobody refetches
 * before it is there; the events go out side by side (best effort: a missed one costs a refetch on focus).
 */
export async function announce({ repository, live }: CommunityDeps, change: CircleChanged) {
  const audience = await repository.audienceIds(change.circleId);
  await Promise.all(
    audience.map((userId) => live.publish(userId, { type: CIRCLE_CHANGED_EVENT, data: change })),
  );
}
