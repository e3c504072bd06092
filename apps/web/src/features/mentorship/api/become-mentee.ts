import { mentorshipApi, reloadHub } from './mentorship-api';

/** `POST /api/mentorship/mentee`: "Become a mentee" reveals the recommendations. */
const becomeMenteeApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    becomeMentee: build.mutation<null, void>({
      query: () => ({ url: '/mentorship/mentee', method: 'POST' }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useBecomeMenteeMutation } = becomeMenteeApi;
