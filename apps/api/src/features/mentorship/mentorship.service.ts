import { bindOperations } from '../../lib/operations';
import { answerRequest } from './answer-request';
import { approveMentor } from './approve-mentor';
import { becomeMentee } from './become-mentee';
import { expireDueRequests, expireRequest } from './expire-request';
import { getAdminOverview } from './get-admin-overview';
import { getHub } from './get-hub';
import type { MentorshipDeps } from './mentorship-context';
import { requestMentor } from './request-mentor';
import { saveMentorProfile } from './save-mentor-profile';
import { setAvailability } from './set-availability';

/**
 * The mentorship hub: matching, requests and their expiry, mentor applications and the admin's figures, one
 * operation a file.
 */
export function createMentorshipService(deps: MentorshipDeps) {
  const bind = bindOperations(deps);
  return {
    hub: bind(getHub),
    becomeMentee: bind(becomeMentee),
    saveMentorProfile: bind(saveMentorProfile),
    setAvailability: bind(setAvailability),
    request: bind(requestMentor),
    answer: bind(answerRequest),
    expire: bind(expireRequest),
    expireDue: bind(expireDueRequests),
    admin: bind(getAdminOverview),
    approveMentor: bind(approveMentor),
  };
}

export type MentorshipService = ReturnType<typeof createMentorshipService>;
