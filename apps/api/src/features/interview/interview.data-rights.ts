import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toSession } from './interview-mapping';
import { createInterviewRepository } from './interview.repository';

/** Interview practice's data-rights part (decision 017): every saved session with its answers and feedback. */
export const interviewDataRights: DataRightsPart = {
  name: 'interview.sessions',
  description: 'Your interview practice sessions: your answers and the feedback on them',
  async export(subject, tx) {
    return (await createInterviewRepository(tx).listSessions(subject.id)).map(toSession);
  },
  async erase(subject, tx) {
    await createInterviewRepository(tx).deleteSessionsOf(subject.id);
  },
};
