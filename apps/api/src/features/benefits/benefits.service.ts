import {
  benefitResult,
  BENEFIT_MESSAGES,
  DEMO_VETERAN_ID,
  demoVeteranFacts,
  evaluateBenefits,
  isoDayOf,
  toIsoDay,
  type BenefitFacts,
  type BenefitStatus,
  type BenefitType,
  type EligibilityRequest,
  type EligibilityResponse,
  type TrackerChoices,
} from '@waypoint/shared';
import { hasRole, isOwner, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { VeteranRecords, VeteranServiceRecord } from '../../lib/veteran-records';
import type { BenefitsRepository } from './benefits.repository';
import type { BenefitChecklistRow, BenefitStatusRow } from './benefits.schema';

interface Dependencies {
  repository: BenefitsRepository;
  records: Pick<VeteranRecords, 'findByVeteranId'>;
  /** Today's date decides every window (`app.clock`). */
  now: () => Date;
}

/** What the rules read from a profile's service record: the same for the eligibility call and the reminders. */
export function factsOf(record: VeteranServiceRecord): BenefitFacts {
  return {
    dischargeStatus: record.dischargeStatus,
    serviceStartDate: isoDayOf(record.serviceStartDate),
    separationDate: record.serviceEndDate ? isoDayOf(record.serviceEndDate) : null,
  };
}

/** The veteran's saved statuses and ticks, over which the rules' defaults give way (`benefitResult`). */
export function choicesOf(
  statuses: readonly BenefitStatusRow[],
  checklist: readonly BenefitChecklistRow[],
): TrackerChoices {
  return {
    statuses: new Map(statuses.map((row) => [row.benefitType, row.status])),
    checklist: new Map(checklist.map((row) => [row.benefitType, row.completed])),
  };
}

export function createBenefitsService({ repository, records, now }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', BENEFIT_MESSAGES.notFound);

  /** Whose facts and whose tracker: the caller's own profile (or, for an admin, anyone's), or the demo veteran. */
  async function subjectOf(actor: Actor, veteranId: string, today: string) {
    if (veteranId === DEMO_VETERAN_ID) {
      return { facts: demoVeteranFacts(today), ownerUserId: actor.id, vaDataSource: 'demo-veteran' as const };
    }
    const record = await records.findByVeteranId(veteranId);
    if (!record || !(isOwner(actor, record.ownerUserId) || hasRole(actor, 'admin'))) throw notFound();
    return {
      facts: factsOf(record),
      ownerUserId: record.ownerUserId,
      vaDataSource: 'profile' as const,
    };
  }

  return {
    async eligibility(actor: Actor, request: EligibilityRequest): Promise<EligibilityResponse> {
      const today = toIsoDay(now());
      const { facts, ownerUserId, vaDataSource } = await subjectOf(actor, request.veteranId, today);
      const [statuses, checklist] = [
        await repository.statusesOf(ownerUserId),
        await repository.checklistOf(ownerUserId),
      ];
      const choices = choicesOf(statuses, checklist);
      const evaluations = evaluateBenefits(facts, today, request.benefitTypes);
      return {
        veteranId: request.veteranId,
        benefits: evaluations.map((evaluation) => benefitResult(evaluation, choices)),
        vaDataSource,
        facts,
        evaluatedOn: today,
      };
    },

    async setStatus(actor: Actor, benefitType: BenefitType, status: BenefitStatus) {
      await repository.saveStatus(actor.id, benefitType, status);
      return { benefitType, status };
    },

    async setChecklistItem(actor: Actor, benefitType: BenefitType, completed: boolean) {
      await repository.saveChecklistItem(actor.id, benefitType, completed);
      return { benefitType, completed };
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
