import type { Branch } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { CivilianOccupationFacts, OccupationWording } from '../../lib/occupation-catalogue';
import type { CareersRepository } from './careers.repository';
import type { CareersService } from './careers.service';
import { civilianBullets } from './civilian-bullets';

/** A code's civilian wording for other features (the resume builder); undefined when malformed or unknown. */
export async function civilianWordingOf(
  translations: Pick<CareersService, 'translate'>,
  code: string,
  branch: Branch,
): Promise<OccupationWording | undefined> {
  try {
    const found = await translations.translate({ code, branch });
    return {
      code: found.code,
      title: found.title,
      description: found.description,
      jobTitles: found.jobTitles,
      bullets: civilianBullets(found),
    };
  } catch (error) {
    // A malformed or unknown code has no wording; anything else is a real failure.
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION'))
      return undefined;
    throw error;
  }
}

type CivilianOccupationRow = NonNullable<Awaited<ReturnType<CareersRepository['findCivilianOccupation']>>>;

/** A civilian occupation's row as other features read it: BLS markers stand where BLS gives no figure. */
export function civilianOccupationFacts(
  row: CivilianOccupationRow | undefined,
): CivilianOccupationFacts | undefined {
  return (
    row && {
      soc: row.soc,
      title: row.title,
      summary: row.summary,
      salaryRange: {
        low: row.salaryLow ?? row.salaryLowMarker!,
        high: row.salaryHigh ?? row.salaryHighMarker!,
      },
      salarySource: row.salarySource,
      nextSteps: [...row.nextSteps],
    }
  );
}
