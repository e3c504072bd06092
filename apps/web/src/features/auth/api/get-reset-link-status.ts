import type { ResetLinkStatus } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `GET /api/auth/reset-password/status?token=`: whether the reset link can still set a password (not used up). */
const resetLinkStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResetLinkStatus: build.query<ResetLinkStatus, string>({
      query: (token) => `/auth/reset-password/status?token=${encodeURIComponent(token)}`,
    }),
  }),
});

export const { useGetResetLinkStatusQuery } = resetLinkStatusApi;
