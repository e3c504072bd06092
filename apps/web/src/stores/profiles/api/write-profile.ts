import type { VeteranProfile } from '@waypoint/shared';
import type { ApiQueryArgs } from '../../../lib/api-slice';
import type { ApiErrorData } from '../../../lib/api-error';
import { profileUtil } from './get-profile';

type BaseQueryResult = { data?: unknown; error?: ApiErrorData };
type BaseQuery = (args: ApiQueryArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>;
type Dispatch = (action: ReturnType<typeof profileUtil.upsertQueryEntries>) => unknown;

/**
 * Sends a write whose answer is the whole stored profile and makes that answer the cached profile before the
 * write settles, so whoever awaited it sees the new profile and nothing is asked again.
 */
export async function writeProfile(
  request: ApiQueryArgs,
  dispatch: Dispatch,
  baseQuery: BaseQuery,
): Promise<{ data: VeteranProfile } | { error: ApiErrorData }> {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error };
  const profile = result.data as VeteranProfile;
  dispatch(
    profileUtil.upsertQueryEntries([{ endpointName: 'getProfile', arg: profile.authUserId, value: profile }]),
  );
  return { data: profile };
}
