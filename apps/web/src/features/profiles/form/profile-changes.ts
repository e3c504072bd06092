import type { VeteranProfile, VeteranProfileUpdate } from '@waypoint/shared';
import type { ProfileFormOutput } from './profile-form-values';

// null, undefined and '' all mean "not given" (the API stores an absent phone or end date as null).
const normalize = (value: unknown): string => JSON.stringify(value === '' || value == null ? null : value);

/** Only the fields that differ from the stored profile (spec: PATCH sends "changed profile fields"). */
export function changedFields(output: ProfileFormOutput, profile: VeteranProfile): VeteranProfileUpdate {
  const { email: _readOnly, ...editable } = output;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(editable)) {
    if (normalize(value) !== normalize(profile[key as keyof VeteranProfile])) changes[key] = value;
  }
  return changes as VeteranProfileUpdate;
}
