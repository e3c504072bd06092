import type { Circle, CircleCreate } from '@waypoint/shared/community/community';
import { CIRCLES_TAG, communityApi } from './community-api';

/** Admins: `POST /api/community/circles`. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    createCircle: build.mutation<Circle, CircleCreate>({
      query: (body) => ({ url: '/community/circles', method: 'POST', body }),
      invalidatesTags: [CIRCLES_TAG],
    }),
  }),
});

export const { useCreateCircleMutation } = endpoint;
