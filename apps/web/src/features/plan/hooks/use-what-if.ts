import { useState } from 'react';
import type { PlanPreviewRequest, PlanView } from '@waypoint/shared/plan/plan-http';
import type { TargetChoice } from '@waypoint/shared/plan/career-targets';
import { readApiError } from '../../../lib/api-error';
import { useAppDispatch } from '../../../stores/hooks';
import { useUpdateCareerTargetsMutation } from '../../../stores/career-targets/update-career-targets';
import { useUpdateProfileMutation } from '../../../stores/profiles/api/update-profile';
import { PLAN_TAG, planApi } from '../api/plan-api';
import { usePreviewPlanMutation } from '../api/preview-plan';

export interface WhatIfChoice {
  /** The separation date to try; '' or the saved one: unchanged. */
  separationDate: string;
  /** The SOC codes to try as targets, at most two. */
  targets: string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((soc) => b.includes(soc));

/** What the choice changes from the saved plan: the preview request (empty when it changes nothing). */
export function previewRequest(plan: PlanView, choice: WhatIfChoice): PlanPreviewRequest {
  const saved = plan.targets.targets.map((target) => target.soc);
  return {
    ...(choice.separationDate &&
      choice.separationDate !== plan.separationDate && { separationDate: choice.separationDate }),
    ...(!sameList(choice.targets, saved) && { targets: choice.targets }),
  };
}

interface KeepContext {
  profileId: string | undefined;
  /** The veteran's military code: a target kept from the matched careers brings its federal series. */
  militaryCode: string | undefined;
}

/**
 * The what-if: the plan for another separation date and/or other targets, computed by the server and shown before
 * anything is saved; "Keep these changes" saves the date through the profile and the targets through the plan.
 */
export function useWhatIf(plan: PlanView, { profileId, militaryCode }: KeepContext) {
  const dispatch = useAppDispatch();
  const [runPreview, previewing] = usePreviewPlanMutation();
  const [saveProfile] = useUpdateProfileMutation();
  const [saveTargets] = useUpdateCareerTargetsMutation();
  const [preview, setPreview] = useState<{ view: PlanView; request: PlanPreviewRequest } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [said, setSaid] = useState('');

  async function show(choice: WhatIfChoice) {
    setFailure(null);
    setSaid('');
    const request = previewRequest(plan, choice);
    if (Object.keys(request).length === 0) {
      setPreview(null);
      setSaid('That is your plan as saved: change the date or the targets to see a preview.');
      return;
    }
    try {
      const view = await runPreview(request).unwrap();
      setPreview({ view, request });
      setSaid('Preview ready below. Nothing is saved.');
    } catch (error) {
      setFailure(readApiError(error, 'We could not work out the preview. Please try again.').message);
    }
  }

  async function keep() {
    if (!preview) return;
    const { request } = preview;
    setFailure(null);
    setKeeping(true);
    try {
      if (request.separationDate && profileId) {
        await saveProfile({ id: profileId, changes: { serviceEndDate: request.separationDate } }).unwrap();
      }
      if (request.targets) {
        const saved = new Map(plan.targets.targets.map((target) => [target.soc, target]));
        const targets: TargetChoice[] = request.targets.map((soc) => {
          const kept = saved.get(soc);
          return kept
            ? { soc, chosenFrom: kept.chosenFrom }
            : { soc, chosenFrom: 'plan', ...(militaryCode && { militaryCode }) };
        });
        await saveTargets({ targets, track: plan.targets.track }).unwrap();
      }
      // A new separation date moves every step: the plan is asked again.
      dispatch(planApi.util.invalidateTags([PLAN_TAG]));
      setPreview(null);
      setSaid('Your changes are saved: the plan below now follows them.');
    } catch (error) {
      setFailure(readApiError(error, 'We could not save your changes. Please try again.').message);
    } finally {
      setKeeping(false);
    }
  }

  function discard() {
    setPreview(null);
    setFailure(null);
    setSaid('Preview closed. Your plan is as it was.');
  }

  return { preview, show, keep, discard, previewing: previewing.isLoading, keeping, failure, said };
}
