import { VA_SANDBOX_DEMO_EMAIL, type BenefitsPortalProfile } from '@waypoint/shared';
import { SANDBOX_DEMO_PROFILE } from './sandbox-demo-profile';
import type { VaProfileAdapter } from './va-profile-adapter';

/**
 * DEMO DATA, not a stand-in for the portal: the sandbox environment knows exactly one veteran, at
 * VA_SANDBOX_DEMO_EMAIL, so the profile page has something to show before a portal connection exists.
 */
export class SandboxVaProfileAdapter implements VaProfileAdapter {
  async getProfile(email: string): Promise<BenefitsPortalProfile | null> {
    // A copy, so nothing downstream can change the demo profile for the next caller.
    return email.toLowerCase() === VA_SANDBOX_DEMO_EMAIL ? structuredClone(SANDBOX_DEMO_PROFILE) : null;
  }
}
