import { createAsyncThunk } from '@reduxjs/toolkit';
import type { VeteranProfile, VeteranProfileCreate, VeteranProfileUpdate } from '@waypoint/shared';
import { ApiError, apiRequest, type ApiErrorData } from '../../lib/api-client';

/** The spec's store fallbacks (§8), used when a failure carries no message of its own. */
export const PROFILE_STORE_MESSAGES = {
  fetch: 'Failed to fetch veteran profile',
  create: 'Failed to create veteran profile',
  update: 'Failed to update veteran profile',
  delete: 'Failed to delete veteran profile',
} as const;

/** The rejected value: plain data (Redux state must stay serializable), with the API's field errors if any. */
function toRejection(error: unknown, fallback: string): ApiErrorData {
  if (error instanceof ApiError) return { ...error.toJSON(), message: error.message || fallback };
  return { status: 0, message: fallback };
}

// receivedAt travels in the action's meta so the reducer stays pure.
type ThunkConfig = { rejectValue: ApiErrorData; fulfilledMeta: { receivedAt: number } };

const PROFILES = '/veteran-profiles';

/** The signed-in user's profile; a 404 means "none yet", which is a result, not a failure. */
export const fetchVeteranProfile = createAsyncThunk<VeteranProfile | null, string, ThunkConfig>(
  'veteranProfile/fetch',
  async (authUserId, { fulfillWithValue, rejectWithValue }) => {
    try {
      const profile = await apiRequest<VeteranProfile>(`${PROFILES}/auth/${encodeURIComponent(authUserId)}`);
      return fulfillWithValue(profile, { receivedAt: Date.now() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return fulfillWithValue(null, { receivedAt: Date.now() });
      }
      return rejectWithValue(toRejection(error, PROFILE_STORE_MESSAGES.fetch));
    }
  },
);

export const createVeteranProfile = createAsyncThunk<VeteranProfile, VeteranProfileCreate, ThunkConfig>(
  'veteranProfile/create',
  async (profile, { fulfillWithValue, rejectWithValue }) => {
    try {
      const created = await apiRequest<VeteranProfile>(PROFILES, { method: 'POST', body: profile });
      return fulfillWithValue(created, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(toRejection(error, PROFILE_STORE_MESSAGES.create));
    }
  },
);

export interface UpdateVeteranProfileArgs {
  id: string;
  /** Only the changed fields (spec: "JSON of changed profile fields"). */
  changes: VeteranProfileUpdate;
}

export const updateVeteranProfile = createAsyncThunk<VeteranProfile, UpdateVeteranProfileArgs, ThunkConfig>(
  'veteranProfile/update',
  async ({ id, changes }, { fulfillWithValue, rejectWithValue }) => {
    try {
      const path = `${PROFILES}/${encodeURIComponent(id)}`;
      const updated = await apiRequest<VeteranProfile>(path, { method: 'PATCH', body: changes });
      return fulfillWithValue(updated, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(toRejection(error, PROFILE_STORE_MESSAGES.update));
    }
  },
);

export const deleteVeteranProfile = createAsyncThunk<string, string, ThunkConfig>(
  'veteranProfile/delete',
  async (id, { fulfillWithValue, rejectWithValue }) => {
    try {
      await apiRequest<void>(`${PROFILES}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return fulfillWithValue(id, { receivedAt: Date.now() });
    } catch (error) {
      return rejectWithValue(toRejection(error, PROFILE_STORE_MESSAGES.delete));
    }
  },
);
