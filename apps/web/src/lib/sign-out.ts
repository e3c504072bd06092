import { apiRequest } from './api-client';

/**
 * Ends the session on the server (SPEC-DECISIONS 12: revocation, so a copied token stops working too). The
 * request reads the token when it starts, so the caller may clear the local copy right after calling; a failure
 * (offline, server down) is ignored because signing out on this device must always work.
 */
export function revokeSessionOnServer(): Promise<void> {
  return apiRequest<unknown>('/auth/sign-out', { method: 'POST' }).then(
    () => undefined,
    () => undefined,
  );
}
