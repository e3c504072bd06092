import type { Mentor, MentorRequest, OwnMentorProfile } from '@waypoint/shared';
import type { MentorWithName } from './mentors.repository';
import type { MentorStats, RequestWithNames } from './requests.repository';

/** A mentor as the API answers it, with their seats and answer times. */
export function toMentor(row: MentorWithName, stats: MentorStats | undefined): Mentor {
  return {
    id: row.userId,
    name: row.name,
    branch: row.branch,
    role: row.role,
    experience: row.experience,
    interests: row.interests,
    channels: row.channels,
    availability: { accepting: row.accepting, slots: row.slots },
    industry: row.industry,
    location: row.location,
    capacity: row.capacity,
    openSeats: Math.max(0, row.capacity - (stats?.active ?? 0)),
    sample: row.sample,
    medianResponseHours:
      stats?.medianResponseHours == null ? null : Math.round(stats.medianResponseHours * 10) / 10,
    answeredRequests: stats?.answered ?? 0,
  };
}

export function toOwnProfile(row: MentorWithName, stats: MentorStats | undefined): OwnMentorProfile {
  return { ...toMentor(row, stats), status: row.status };
}

export function toRequest(row: RequestWithNames): MentorRequest {
  return {
    id: row.id,
    mentor: { id: row.mentorId, name: row.mentorName },
    mentee: { id: row.menteeId, name: row.menteeName },
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
