import type {
  VeteranProfile,
  veteranProfileCreateSchema,
  veteranProfileUpdateSchema,
} from '@waypoint/shared';
import type { z } from 'zod';
import type { ProfileChanges } from './profiles.repository';
import type { NewVeteranProfileRow, VeteranProfileRow } from './profiles.schema';

export type ProfileCreateInput = z.output<typeof veteranProfileCreateSchema>;
export type ProfileUpdateInput = z.output<typeof veteranProfileUpdateSchema>;

/** The API's shape of a stored row: the owner is `authUserId`, timestamps are ISO strings. */
export function toVeteranProfile(row: VeteranProfileRow): VeteranProfile {
  const { userId, serviceStartDate, serviceEndDate, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    authUserId: userId,
    serviceStartDate: serviceStartDate.toISOString(),
    serviceEndDate: serviceEndDate?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

// The form sends '' for a cleared optional field; the database keeps "no value" as null.
const blankToNull = (value: string | null | undefined) => (value ? value : null);
const toDateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export function toNewRow(input: ProfileCreateInput, userId: string, email: string): NewVeteranProfileRow {
  const { authUserId: _authUserId, email: _email, ...fields } = input;
  return {
    ...fields,
    userId,
    email,
    phoneNumber: blankToNull(fields.phoneNumber),
    serviceStartDate: new Date(fields.serviceStartDate),
    serviceEndDate: toDateOrNull(fields.serviceEndDate),
    education: blankToNull(fields.education),
  };
}

/** Only the fields the request named. */
export function toChanges(input: ProfileUpdateInput): ProfileChanges {
  const { phoneNumber, serviceStartDate, serviceEndDate, education, ...rest } = input;
  return {
    ...rest,
    ...(phoneNumber !== undefined && { phoneNumber: blankToNull(phoneNumber) }),
    ...(serviceStartDate !== undefined && { serviceStartDate: new Date(serviceStartDate) }),
    ...(serviceEndDate !== undefined && { serviceEndDate: toDateOrNull(serviceEndDate) }),
    ...(education !== undefined && { education: blankToNull(education) }),
  };
}
