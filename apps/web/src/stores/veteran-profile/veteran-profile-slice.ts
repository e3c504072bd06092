import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { VeteranProfile, VeteranProfileUpdate } from '@waypoint/shared';
import {
  createVeteranProfile,
  deleteVeteranProfile,
  fetchVeteranProfile,
  PROFILE_STORE_MESSAGES,
  updateVeteranProfile,
} from './veteran-profile-thunks';

/** The spec's store slice `veteranProfile` (§3): profile, loading, error, lastUpdated. */
export interface VeteranProfileState {
  profile: VeteranProfile | null;
  loading: boolean;
  error: string | null;
  /** Epoch milliseconds of the last answer from the API; null until the first one. */
  lastUpdated: number | null;
}

export const initialVeteranProfileState: VeteranProfileState = {
  profile: null,
  loading: false,
  error: null,
  lastUpdated: null,
};

const fallbackFor = (type: string): string => {
  if (type.startsWith(createVeteranProfile.typePrefix)) return PROFILE_STORE_MESSAGES.create;
  if (type.startsWith(updateVeteranProfile.typePrefix)) return PROFILE_STORE_MESSAGES.update;
  if (type.startsWith(deleteVeteranProfile.typePrefix)) return PROFILE_STORE_MESSAGES.delete;
  return PROFILE_STORE_MESSAGES.fetch;
};

export const veteranProfileSlice = createSlice({
  name: 'veteranProfile',
  initialState: initialVeteranProfileState,
  reducers: {
    clearError(state) {
      state.error = null;
    },
    clearProfile() {
      return initialVeteranProfileState;
    },
    /** Optimistic local merge; the new updatedAt is stamped in `prepare` so the reducer stays pure. */
    mergeProfile: {
      reducer(state, action: PayloadAction<VeteranProfileUpdate, string, { updatedAt: string }>) {
        if (state.profile) {
          Object.assign(state.profile, action.payload, { updatedAt: action.meta.updatedAt });
        }
      },
      prepare: (changes: VeteranProfileUpdate) => ({
        payload: changes,
        meta: { updatedAt: new Date().toISOString() },
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(deleteVeteranProfile.fulfilled, (state, action) => {
        state.profile = null;
        state.loading = false;
        state.lastUpdated = action.meta.receivedAt;
      })
      .addMatcher(
        isAnyOf(
          fetchVeteranProfile.fulfilled,
          createVeteranProfile.fulfilled,
          updateVeteranProfile.fulfilled,
        ),
        (state, action) => {
          state.profile = action.payload;
          state.loading = false;
          state.lastUpdated = action.meta.receivedAt;
        },
      )
      .addMatcher(
        isAnyOf(
          fetchVeteranProfile.pending,
          createVeteranProfile.pending,
          updateVeteranProfile.pending,
          deleteVeteranProfile.pending,
        ),
        (state) => {
          state.loading = true;
          state.error = null;
        },
      )
      .addMatcher(
        isAnyOf(
          fetchVeteranProfile.rejected,
          createVeteranProfile.rejected,
          updateVeteranProfile.rejected,
          deleteVeteranProfile.rejected,
        ),
        (state, action) => {
          state.loading = false;
          // The thunks always reject with a message; the fallback covers an unexpected throw inside one.
          state.error = action.payload?.message || fallbackFor(action.type);
        },
      );
  },
});

export const { clearError, clearProfile, mergeProfile } = veteranProfileSlice.actions;
export const veteranProfileReducer = veteranProfileSlice.reducer;
