import { MOS_MESSAGES } from '@waypoint/shared/careers/mos-format';
import { NETWORK_ERROR_CODE, type ApiErrorData } from '../../lib/api-client';

const isApiErrorData = (error: unknown): error is ApiErrorData =>
  typeof error === 'object' && error !== null && typeof (error as ApiErrorData).status === 'number';

/** The spec's three failure texts; apiRequest marks a fetch that never reached a server with NETWORK_ERROR_CODE. */
export function translationErrorMessage(error: unknown): string {
  if (!isApiErrorData(error)) return MOS_MESSAGES.translationError;
  if (error.status === 404) return MOS_MESSAGES.translationNotFound;
  if (error.code === NETWORK_ERROR_CODE) return MOS_MESSAGES.translationNetwork;
  return MOS_MESSAGES.translationError;
}
