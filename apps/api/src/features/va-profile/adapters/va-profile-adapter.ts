import type { BenefitsPortalProfile } from '@waypoint/shared';

/**
 * The VA benefits portal as Waypoint needs it. Two implementations: the real portal over HTTP, and the sandbox
 * the spec calls demo data (decision 013 §10).
 */
export interface VaProfileAdapter {
  /** Null when the portal has no profile for the address; rejects with an AppError when the portal fails. */
  getProfile(email: string): Promise<BenefitsPortalProfile | null>;
}
