import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toResume } from './resume-mapping';
import { createResumeRepository } from './resume.repository';

/** The saved resumes' data-rights part (decision 017): every resume as the API answers it. */
export const resumeDataRights: DataRightsPart = {
  name: 'resume.resumes',
  description: 'Your saved resumes: contact details, experience, education, skills and certifications',
  async export(subject, tx) {
    return (await createResumeRepository(tx).listByUserId(subject.id)).map(toResume);
  },
  async erase(subject, tx) {
    await createResumeRepository(tx).deleteByUserId(subject.id);
  },
};
