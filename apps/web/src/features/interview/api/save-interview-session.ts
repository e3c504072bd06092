import type { InterviewSession, InterviewSessionCreate } from '@waypoint/shared/interview/interview';
import { api } from '../../../lib/api-slice';
import { listSessionsApi } from './list-interview-sessions';

/** `POST /api/interview-sessions`: saves the transcript at End Session and puts it at the top of the list. */
const saveSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveInterviewSession: build.mutation<InterviewSession, InterviewSessionCreate>({
      query: (body) => ({ url: '/interview-sessions', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!saved) return;
        const { entries, ...fields } = saved;
        dispatch(
          listSessionsApi.util.updateQueryData('listInterviewSessions', undefined, (list) => {
            list.unshift({ ...fields, entryCount: entries.length });
          }),
        );
      },
    }),
  }),
});

export const { useSaveInterviewSessionMutation } = saveSessionApi;
