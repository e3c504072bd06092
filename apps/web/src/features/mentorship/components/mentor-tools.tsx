import type { MentorRequest, OwnMentorProfile } from '@waypoint/shared/mentorship/mentorship';
import { AvailabilityPanel } from './availability-panel';
import { MenteeQueue } from './mentee-queue';

/** The mentor view's own sections: the requests waiting for an answer, then the weekly availability. */
export default function MentorTools({
  queue,
  profile,
}: {
  queue: readonly MentorRequest[];
  profile: OwnMentorProfile;
}) {
  return (
    <>
      <MenteeQueue queue={queue} />
      <AvailabilityPanel profile={profile} />
    </>
  );
}
