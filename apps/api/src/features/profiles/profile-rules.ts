import { MOS_MESSAGES, PROFILE_MESSAGES, veteranProfileUpdateSchema, type Branch } from '@waypoint/shared';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import { MANY_FIELDS_MESSAGE } from '../../plugins/app/error-handler';
import type { ProfileUpdateInput } from './profile-mapping';
import type { VeteranProfileRow } from './profiles.schema';

export const EMAIL_MISMATCH_MESSAGE = 'The e-mail must match your account.';

/** The same body shape the route's schema validation produces, so the form treats both alike. */
export function validationError(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 && messages[0] ? messages[0] : MANY_FIELDS_MESSAGE;
  return new AppError('VALIDATION', message, fieldErrors);
}

/** Format is the schema's job; whether the occupation exists needs the catalogue, which only the server has. */
export function assertKnownCode(
  catalogue: Pick<OccupationCatalogue, 'isKnownCode'>,
  mosCode: string,
  branch: Branch,
): void {
  if (!catalogue.isKnownCode(mosCode, branch)) throw validationError({ mosCode: MOS_MESSAGES.unknown });
}

const CROSS_FIELDS = ['branch', 'mosCode', 'serviceStartDate', 'serviceEndDate'] as const;

/**
 * A PATCH may change one side of a cross-field rule (the branch without the code, the end date without the
 * start), so the rules run again on the profile as it would be after the change, with the shared schema's
 * messages. Edits that touch none of those fields skip this, so an unrelated save never fails on old data.
 */
export function assertConsistentAfterUpdate(
  row: VeteranProfileRow,
  changes: ProfileUpdateInput,
  catalogue: Pick<OccupationCatalogue, 'isKnownCode'>,
): void {
  if (!CROSS_FIELDS.some((field) => changes[field] !== undefined)) return;
  const merged = {
    branch: changes.branch ?? row.branch,
    mosCode: changes.mosCode ?? row.mosCode,
    serviceStartDate: changes.serviceStartDate ?? row.serviceStartDate.toISOString(),
    serviceEndDate:
      changes.serviceEndDate !== undefined
        ? changes.serviceEndDate
        : (row.serviceEndDate?.toISOString() ?? null),
  };
  const result = veteranProfileUpdateSchema.safeParse(merged);
  // A start date stored before future dates were refused is the person's to correct, not a reason to refuse
  // another change (the request's own start date was checked by the route).
  const issues = (result.error?.issues ?? []).filter(
    (issue) =>
      !(issue.message === PROFILE_MESSAGES.serviceStartInFuture && changes.serviceStartDate === undefined),
  );
  if (issues.length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const issue of issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    throw validationError(fieldErrors);
  }
  if (changes.branch !== undefined || changes.mosCode !== undefined) {
    assertKnownCode(catalogue, merged.mosCode, merged.branch);
  }
}
