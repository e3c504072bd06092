import type {
  PlanShareCreated,
  PlanShareList,
  PlanShareRequest,
  SharedPlan,
} from '@waypoint/shared/plan/plan-shares';
import { api } from '../../lib/api-slice';

const sharesApi = api.enhanceEndpoints({ addTagTypes: ['PlanShares'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/plan/shares`: the links to the plan that still work. */
    getPlanShares: build.query<PlanShareList, void>({
      query: () => '/plan/shares',
      providesTags: ['PlanShares'],
    }),
    /** `POST /api/plan/shares`: an e-mailed read-only link, valid the days chosen. */
    createPlanShare: build.mutation<PlanShareCreated, PlanShareRequest>({
      query: (request) => ({ url: '/plan/shares', method: 'POST', body: request }),
      invalidatesTags: ['PlanShares'],
    }),
    /** `DELETE /api/plan/shares/{shareId}`: the link stops working at once. */
    revokePlanShare: build.mutation<void, string>({
      query: (shareId) => ({ url: `/plan/shares/${encodeURIComponent(shareId)}`, method: 'DELETE' }),
      invalidatesTags: ['PlanShares'],
    }),
    /** `GET /api/plan/shared?token=`: the plan a link shares, for someone without an account. */
    getSharedPlan: build.query<SharedPlan, string>({
      query: (token) => `/plan/shared?token=${encodeURIComponent(token)}`,
    }),
  }),
});

export const {
  useGetPlanSharesQuery,
  useCreatePlanShareMutation,
  useRevokePlanShareMutation,
  useGetSharedPlanQuery,
} = sharesApi;
