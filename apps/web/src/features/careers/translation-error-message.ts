import { MOS_MESSAGES } from '@waypoint/shared/careers/mos-format';
import { NETWORK_ERROR_CODE, readApiError } from '../../lib/api-error';

/** The spec's three failure texts: not found, no answer at all (NETWORK_ERROR_CODE), anything else. */
export function translationErrorMessage(error: unknown): string {
  const { status, code } = readApiError(error, MOS_MESSAGES.translationError);
  if (status === 404) return MOS_MESSAGES.translationNotFound;
  if (code === NETWORK_ERROR_CODE) return MOS_MESSAGES.translationNetwork;
  return MOS_MESSAGES.translationError;
}
