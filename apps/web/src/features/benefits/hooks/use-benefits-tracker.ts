import { evaluateBenefits } from '@waypoint/shared/benefits/benefit-eligibility';
import { benefitResult, demoVeteranFacts } from '@waypoint/shared/benefits/benefit-result';
import type { BenefitType } from '@waypoint/shared/benefits/benefit-rule';
import type { BenefitResult, EligibilityResponse } from '@waypoint/shared/benefits/benefits-http';
import { BENEFIT_MESSAGES } from '@waypoint/shared/benefits/benefits-messages';
import type { BenefitStatus } from '@waypoint/shared/benefits/benefits-view';
import { toIsoDay } from '@waypoint/shared/core/calendar-days';
import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../../stores/hooks';
import { eligibilityUtil, useGetEligibilityQuery } from '../api/get-eligibility';
import { useUpdateBenefitStatusMutation } from '../api/update-benefit-status';
import { useUpdateChecklistItemMutation } from '../api/update-checklist-item';

export type TrackerData = Pick<EligibilityResponse, 'benefits' | 'facts' | 'evaluatedOn'>;

export type TrackerView =
  | { status: 'loading' }
  /** `fallback`: the call failed and the data is the demo veteran's, computed here and labelled (spec §4). */
  | { status: 'ready'; data: TrackerData; fallback: boolean };

/** The labelled demo recommendations shown when the eligibility call fails. */
function demoTracker(): TrackerData {
  const today = toIsoDay(new Date());
  const facts = demoVeteranFacts(today);
  return { benefits: evaluateBenefits(facts, today).map((e) => benefitResult(e)), facts, evaluatedOn: today };
}

function patch(benefits: BenefitResult[], type: BenefitType, change: (benefit: BenefitResult) => void) {
  const benefit = benefits.find((b) => b.benefitType === type);
  if (benefit) change(benefit);
}

/**
 * The tracker for one veteran: eligibility from the API, status and checklist changes saved at once (shown
 * before the answer, undone with the spec's message when saving fails). Demo data changes only on screen.
 */
export function useBenefitsTracker(veteranId: string | undefined) {
  const dispatch = useAppDispatch();
  const args = { veteranId: veteranId ?? '' };
  // Asked again on every visit: a profile edit elsewhere moves the dates.
  const query = useGetEligibilityQuery(args, { skip: !veteranId, refetchOnMountOrArgChange: true });
  const [saveStatus] = useUpdateBenefitStatusMutation();
  const [saveItem] = useUpdateChecklistItemMutation();
  const [error, setError] = useState<string | null>(null);
  const [demo, setDemo] = useState<TrackerData | null>(null);
  const fallback = query.isError && query.error.code !== 'CANCELLED';
  const demoData = useMemo(() => (fallback ? (demo ?? demoTracker()) : null), [fallback, demo]);

  const view: TrackerView =
    query.data && !fallback
      ? { status: 'ready', data: query.data, fallback: false }
      : demoData
        ? { status: 'ready', data: demoData, fallback: true }
        : { status: 'loading' };

  async function change(
    type: BenefitType,
    edit: (b: BenefitResult) => void,
    save: () => Promise<unknown>,
    failure: string,
  ) {
    setError(null);
    if (view.status === 'ready' && view.fallback) {
      const next = structuredClone(view.data);
      patch(next.benefits, type, edit);
      setDemo(next);
      return;
    }
    const undo = dispatch(
      eligibilityUtil.updateQueryData('getEligibility', args, (draft) => patch(draft.benefits, type, edit)),
    );
    try {
      await save();
    } catch {
      undo.undo();
      setError(failure);
    }
  }

  return {
    view,
    error,
    setStatus: (type: BenefitType, status: BenefitStatus) =>
      change(
        type,
        (b) => void (b.status = status),
        () => saveStatus({ benefitType: type, status }).unwrap(),
        BENEFIT_MESSAGES.statusFailed,
      ),
    setCompleted: (type: BenefitType, completed: boolean) =>
      change(
        type,
        (b) => void (b.checklist.completed = completed),
        () => saveItem({ benefitType: type, completed }).unwrap(),
        BENEFIT_MESSAGES.checklistFailed,
      ),
  };
}
