import {
  PLAN_MESSAGES,
  type Branch,
  type CareerTargets,
  type CareerTargetsUpdate,
  careerTargetsUpdateSchema,
  type TargetCareer,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { PlanTargetsRepository } from './plan-targets.repository';
import type { PlanTargetsRow, StoredTarget } from './plan.schema';

export interface CareerTargetsDependencies {
  repository: PlanTargetsRepository;
  catalogue: Pick<OccupationCatalogue, 'civilianOccupation' | 'careerMatches'>;
  /** The branch of the user's profile, so a career path card's code is looked up in the right service. */
  branchOf(userId: string): Promise<Branch | undefined>;
  now: () => Date;
}

export interface CareerTargetsService extends CareerTargetsReader {
  update(userId: string, input: CareerTargetsUpdate): Promise<CareerTargets>;
}

/** The veteran's target careers: chosen from a career path card, a job posting or the plan, read by every area. */
export function createCareerTargetsService({
  repository,
  catalogue,
  branchOf,
  now,
}: CareerTargetsDependencies): CareerTargetsService {
  async function view(row: PlanTargetsRow | undefined): Promise<CareerTargets> {
    if (!row) return { targets: [], track: 'employment', updatedAt: null };
    const targets: TargetCareer[] = [];
    for (const stored of row.targets) {
      const occupation = await catalogue.civilianOccupation(stored.soc);
      // Imports never delete occupations; a target the catalogue no longer has is left out rather than guessed.
      if (!occupation) continue;
      targets.push({
        soc: occupation.soc,
        title: occupation.title,
        summary: occupation.summary,
        salaryRange: occupation.salaryRange,
        salarySource: occupation.salarySource,
        federalSeries: stored.federalSeries,
        chosenFrom: stored.chosenFrom,
        chosenOn: stored.chosenAt.slice(0, 10),
      });
    }
    return { targets, track: row.track, updatedAt: row.updatedAt.toISOString() };
  }

  return {
    forUser: async (userId) => view(await repository.find(userId)),

    async update(userId, input) {
      const { targets, track } = careerTargetsUpdateSchema.parse(input);
      const previous = new Map(
        (await repository.find(userId))?.targets.map((target) => [target.soc, target]),
      );
      const branch = targets.some((target) => target.militaryCode) ? await branchOf(userId) : undefined;
      const stored: StoredTarget[] = [];
      for (const [position, choice] of targets.entries()) {
        const occupation = await catalogue.civilianOccupation(choice.soc);
        if (!occupation)
          throw new AppError('VALIDATION', PLAN_MESSAGES.unknownOccupation, {
            [`targets.${position}.soc`]: PLAN_MESSAGES.unknownOccupation,
          });
        const kept = previous.get(choice.soc);
        const matches = choice.militaryCode
          ? await catalogue.careerMatches(choice.militaryCode, branch)
          : undefined;
        const fromCode = matches?.occupations.some((match) => match.soc === choice.soc);
        stored.push({
          soc: occupation.soc,
          chosenFrom: kept?.chosenFrom ?? choice.chosenFrom,
          chosenAt: kept?.chosenAt ?? now().toISOString(),
          federalSeries: fromCode ? matches!.federalSeries : (kept?.federalSeries ?? []),
        });
      }
      return view(await repository.save(userId, stored, track));
    },
  };
}
