import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import { emptyResumeData } from '@waypoint/shared/resume/resume-limits';
import type { ResumePrefill } from '@waypoint/shared/resume/resume-http';
import { newEntryId } from './resume-edits';

/** A new resume's data: the profile's contact details, and its skills in the military category. */
export function resumeDataFromPrefill(prefill: ResumePrefill | undefined): ResumeData {
  const data = emptyResumeData();
  if (!prefill) return data;
  return {
    ...data,
    personalInfo: { ...data.personalInfo, ...prefill.personalInfo },
    skills: prefill.skills.map((name) => ({
      id: newEntryId(),
      name,
      category: 'military',
      proficiency: null,
    })),
  };
}

/** The data with a suggested bullet added to the first experience entry, which is created when there is none. */
export function withSuggestedBullet(data: ResumeData, bullet: string, organization: string): ResumeData {
  const [first, ...rest] = data.workExperience;
  if (!first) {
    const entry = {
      id: newEntryId(),
      title: data.headline,
      company: organization,
      location: '',
      startDate: '',
      endDate: '',
      current: false,
      description: [bullet],
    };
    return { ...data, workExperience: [entry] };
  }
  const description = [...first.description.filter((line) => line.trim()), bullet];
  return { ...data, workExperience: [{ ...first, description }, ...rest] };
}
