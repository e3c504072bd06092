import type { InterviewSessionSummary } from '@waypoint/shared/interview/interview';
import { api } from '../../../lib/api-slice';

/** `GET /api/interview-sessions`: the signed-in person's recent sessions, newest first. */
export const listSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInterviewSessions: build.query<InterviewSessionSummary[], void>({
      query: () => '/interview-sessions',
    }),
  }),
});

export const { useListInterviewSessionsQuery } = listSessionsApi;
