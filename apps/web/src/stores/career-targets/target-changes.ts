import { MAX_TARGET_CAREERS } from '@waypoint/shared/plan/career-target-limits';
import type { CareerTargets, CareerTargetsUpdate, TargetChoice } from '@waypoint/shared/plan/career-targets';

/** The targets kept as they are: the server keeps when and where each was chosen, and its federal series. */
const kept = (targets: CareerTargets['targets']): TargetChoice[] =>
  targets.map(({ soc, chosenFrom }) => ({ soc, chosenFrom }));

/** The list with `choice` added, in place of `replacing` when given; null when the list is full (ask which). */
export function addTarget(
  current: CareerTargets,
  choice: TargetChoice,
  replacing?: string,
): CareerTargetsUpdate | null {
  const others = kept(current.targets).filter((target) => target.soc !== choice.soc);
  const remaining = replacing ? others.filter((target) => target.soc !== replacing) : others;
  if (remaining.length >= MAX_TARGET_CAREERS) return null;
  return { targets: [...remaining, choice], track: current.track };
}

/** The list without the occupation `soc`. */
export function removeTarget(current: CareerTargets, soc: string): CareerTargetsUpdate {
  return {
    targets: kept(current.targets).filter((target) => target.soc !== soc),
    track: current.track,
  };
}

/** "Logisticians" or "Logisticians and Purchasing Agents": the targets in a line. */
export function targetTitles(targets: CareerTargets['targets']): string {
  return targets.map((target) => target.title).join(' and ');
}
