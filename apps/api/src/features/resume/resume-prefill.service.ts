import { BRANCH_LABELS, singularJobTitle, type ResumePrefill } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { VeteranRecords } from '../../lib/veteran-records';

interface Dependencies {
  profiles: Pick<VeteranRecords, 'findForUser'>;
  catalogue: Pick<OccupationCatalogue, 'civilianWording'>;
}

/** How many civilian job titles a new resume offers as its headline. */
export const PREFILL_HEADLINES = 6;

/**
 * What a new resume starts from: the veteran profile's contact details and skills, and the career catalogue's
 * civilian wording of the profile's occupation code: headline choices, one person's job title each ("Logistician",
 * not the occupation's "Logisticians"), and first bullets in civilian words.
 */
export function createResumePrefillService({ profiles, catalogue }: Dependencies) {
  return {
    async prefill(actor: Actor): Promise<ResumePrefill> {
      const profile = await profiles.findForUser(actor.id);
      if (!profile) {
        return {
          hasProfile: false,
          personalInfo: { fullName: '', email: actor.email, phone: '', location: '' },
          skills: [],
          occupation: null,
          headlines: [],
          bullets: [],
        };
      }
      const wording = await catalogue.civilianWording(profile.mosCode, profile.branch);
      return {
        hasProfile: true,
        personalInfo: {
          fullName: `${profile.firstName} ${profile.lastName}`.trim(),
          email: profile.email,
          phone: profile.phoneNumber ?? '',
          location: profile.preferredLocation,
        },
        skills: profile.skills,
        occupation: wording
          ? { code: wording.code, title: wording.title, branchLabel: BRANCH_LABELS[profile.branch] }
          : null,
        headlines: wording
          ? [...new Set(wording.jobTitles.map(singularJobTitle))].slice(0, PREFILL_HEADLINES)
          : [],
        bullets: wording ? wording.bullets : [],
      };
    },
  };
}
