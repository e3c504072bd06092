import { PLAN_SHARE_MESSAGES, type PlanShare, type SharedPlan } from '@waypoint/shared/plan/plan-shares';
import { standardStepKey } from '@waypoint/shared';
import type { AccountReader } from '../../lib/accounts';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Notifier } from '../../lib/notifications/notifications';
import type { Transaction } from '../../lib/transaction';
import type { PlanSharesRepository } from './plan-shares.repository';
import type { PlanShareRow } from './plan.schema';

export const PLAN_SHARE_TOPIC = 'plan.shared';

export interface PlanSharesScope {
  shares: PlanSharesRepository;
  audit: AuditLog;
}

export interface PlanSharesDeps {
  shares: PlanSharesRepository;
  /** A share's change and its audit record (and a new share's e-mail) commit together. */
  transaction: Transaction<PlanSharesScope>;
  /** E-mails the link to the recipient (`notifier.notifyAddress`): sealed until sent, in the share's transaction. */
  notifier: Pick<Notifier, 'notifyAddress'>;
  accounts: AccountReader;
  /** The plan as a follower sees it: the owner's plan as the plan page shows it, without the budget. */
  readPlan(userId: string): Promise<SharedPlan['plan']>;
  /** Where share links point (PUBLIC_URL). */
  publicUrl: string;
  now: () => Date;
}

const BUDGET_STEP = standardStepKey('budget');

/** Unknown, expired and revoked links get the same answer: nobody learns which it was. */
export const linkUnavailable = () => new AppError('NOT_FOUND', PLAN_SHARE_MESSAGES.linkUnavailable);
export const shareNotFound = () => new AppError('NOT_FOUND', PLAN_SHARE_MESSAGES.shareNotFound);
export const ownerName = async (deps: Pick<PlanSharesDeps, 'accounts'>, userId: string) =>
  (await deps.accounts.contactOf(userId))?.name ?? 'A Waypoint member';

/**
 * The plan without what belongs to the budget: the budget standard's and step's findings (when and how much was
 * entered) are left out; the view holds no figures of the budget itself.
 */
export function withoutBudget(plan: SharedPlan['plan']): SharedPlan['plan'] {
  return {
    ...plan,
    standards: plan.standards.map((standard) =>
      standard.evidenceKind === 'budget' ? { ...standard, found: null } : standard,
    ),
    steps: plan.steps.map((step) => (step.key === BUDGET_STEP ? { ...step, found: null } : step)),
  };
}

export function toPlanShare(row: PlanShareRow): PlanShare {
  return {
    id: row.id,
    recipientEmail: row.recipientEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    accessCount: row.accessCount,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
  };
}
