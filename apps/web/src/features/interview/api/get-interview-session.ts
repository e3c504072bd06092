import type { InterviewSession } from '@waypoint/shared/interview/interview';
import { api } from '../../../lib/api-slice';

/** `GET /api/interview-sessions/{id}`: one saved session with its transcript, to reread or export. */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewSession: build.query<InterviewSession, string>({
      query: (id) => `/interview-sessions/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetInterviewSessionQuery } = sessionApi;
