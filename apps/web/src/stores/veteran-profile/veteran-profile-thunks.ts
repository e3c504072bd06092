import { createAsyncThunk } from '@reduxjs/toolkit';
import type { VeteranProfile, VeteranProfileCreate } from '@waypoint/shared';
import { readApiError, type ApiErrorData } from '../../lib/api-error';
import { createVeteranProfile as createRequest } from './api/create-veteran-profile';
import { deleteVeteranProfile as deleteRequest } from './api/delete-veteran-profile';
import { getVeteranProfile as getRequest } from './api/get-veteran-profile';
import {
  updateVeteranProfile as updateRequest,
  type UpdateVeteranProfileArgs,
} from './api/update-veteran-profile';

export type { UpdateVeteranProfileArgs } from './api/update-veteran-profile';

/** The spec's store fallbacks (§8), used when a failure carries no message of its own. */
export const PROFILE_STORE_MESSAGES = {
  fetch: 'Failed to fetch veteran profile',
  create: 'Failed to create veteran profile',
  update: 'Failed to update veteran profile',
  delete: 'Failed to delete veteran profile',
} as const;

// receivedAt travels in the action's meta so the reducer stays pure; the rejected value is plain data (Redux
// state must stay serializable), with the API's field errors if any.
type ThunkConfig = { rejectValue: ApiErrorData; fulfilledMeta: { receivedAt: number } };

/**
 * The thunks call the API through its RTK Query endpoints, as everything else does; a one-off call leaves no
 * entry behind in the cache (`subscribe: false` for the read, `reset()` for the writes).
 */
async function once<T>(request: { unwrap(): Promise<T>; reset?: () => void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset?.();
  }
}

/** The signed-in user's profile; a 404 means "none yet", which is a result, not a failure. */
export const fetchVeteranProfile = createAsyncThunk<VeteranProfile | null, string, ThunkConfig>(
  'veteranProfile/fetch',
  async (authUserId, { dispatch, fulfillWithValue, rejectWithValue }) => {
    try {
      const profile = await once(
        dispatch(getRequest.initiate(authUserId, { subscribe: false, forceRefetch: true })),
      );
      return fulfillWithValue(profile, { receivedAt: Date.now() });
    } catch (error) {
      const failure = readApiError(error, PROFILE_STORE_MESSAGES.fetch);
      if (failure.status === 404) return fulfillWithValue(null, { receivedAt: Date.now() });
      return rejectWithValue(failure);
    }
  },
);

export const createVeteranProfile = createAsyncThunk<VeteranProfile, VeteranProfileCreate, ThunkConfig>(
  'veteranProfile/create',
  async (profile, { dispatch, fulfillWithValue, rejectWithValue }) => {
    try {
      const created = await once(dispatch(createRequest.initiate(profile)));
      return fulfillWithValue(created, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(readApiError(error, PROFILE_STORE_MESSAGES.create));
    }
  },
);

export const updateVeteranProfile = createAsyncThunk<VeteranProfile, UpdateVeteranProfileArgs, ThunkConfig>(
  'veteranProfile/update',
  async (args, { dispatch, fulfillWithValue, rejectWithValue }) => {
    try {
      const updated = await once(dispatch(updateRequest.initiate(args)));
      return fulfillWithValue(updated, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(readApiError(error, PROFILE_STORE_MESSAGES.update));
    }
  },
);

export const deleteVeteranProfile = createAsyncThunk<string, string, ThunkConfig>(
  'veteranProfile/delete',
  async (id, { dispatch, fulfillWithValue, rejectWithValue }) => {
    try {
      await once(dispatch(deleteRequest.initiate(id)));
      return fulfillWithValue(id, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(readApiError(error, PROFILE_STORE_MESSAGES.delete));
    }
  },
);
