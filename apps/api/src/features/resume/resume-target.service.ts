import {
  BRANCH_LABELS,
  missingTerms,
  postingKeyTerms,
  singularJobTitle,
  type ResumeTargetSuggestions,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { OccupationCatalogue, OccupationWording } from '../../lib/occupation-catalogue';
import type { VeteranRecords } from '../../lib/veteran-records';

interface Dependencies {
  targets: CareerTargetsReader;
  profiles: Pick<VeteranRecords, 'findForUser'>;
  catalogue: Pick<OccupationCatalogue, 'civilianWording' | 'civilianOccupation'>;
}

/** Skills offered per target, at most. */
export const TARGET_SKILLS_MAX = 6;

const capitalised = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);

/**
 * The target occupation's key terms that the veteran's own service already shows: the words of the occupation's
 * catalogue description that the military occupation's description and civilian bullets use too ("supplies",
 * "equipment"). Only shared words, so the skills offered are ones the service record supports.
 */
export function sharedSkills(summary: string, wording: OccupationWording | undefined): string[] {
  if (!wording) return [];
  const service = [wording.description, ...wording.bullets].join('\n');
  const terms = postingKeyTerms({ title: '', description: summary }, { minUses: 1, limit: 50 });
  const absent = new Set(missingTerms(service, terms).map((term) => term.term));
  return terms
    .filter((term) => !absent.has(term.term))
    .slice(0, TARGET_SKILLS_MAX)
    .map((term) => capitalised(term.term));
}

/**
 * What the resume builder offers for each target career: the occupation's job title as a headline, skills the
 * service shares with it, the profile's military duties in civilian words (the same bullets the prefill offers,
 * which the wording check accepts), and the catalogue's next steps to plan for. Read through the targets' and the
 * catalogue's published readers, never the plan or careers features.
 */
export function createResumeTargetService({ targets, profiles, catalogue }: Dependencies) {
  return {
    async suggestions(actor: Actor): Promise<ResumeTargetSuggestions> {
      const chosen = (await targets.forUser(actor.id)).targets;
      if (!chosen.length) return { targets: [] };
      const profile = await profiles.findForUser(actor.id);
      const wording = profile ? await catalogue.civilianWording(profile.mosCode, profile.branch) : undefined;
      const duties =
        profile && wording
          ? { code: wording.code, title: wording.title, branchLabel: BRANCH_LABELS[profile.branch] }
          : null;
      return {
        targets: await Promise.all(
          chosen.map(async (target) => ({
            soc: target.soc,
            title: target.title,
            headline: singularJobTitle(target.title),
            summary: target.summary,
            skills: sharedSkills(target.summary, wording),
            bullets: wording ? [...wording.bullets] : [],
            duties,
            certifications: (await catalogue.civilianOccupation(target.soc))?.nextSteps ?? [],
          })),
        ),
      };
    },
  };
}
