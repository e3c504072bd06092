import {
  VA_PROFILE_MESSAGES,
  VA_SANDBOX_DEMO_EMAIL,
  type OwnVaProfile,
  type VaEnvironment,
  type VaProfileResponse,
} from '@waypoint/shared';
import { actorEmail, hasRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { VaProfileAdapters } from './adapters/va-profile-adapters';

export interface SnapshotRequest {
  /** Defaults to the account's own address. */
  email?: string | undefined;
  environment: VaEnvironment;
}

interface Dependencies {
  adapters: VaProfileAdapters;
}

export function createVaProfileService({ adapters }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', VA_PROFILE_MESSAGES.notFound);

  /**
   * A portal profile is personal data: a user may read only their own address's, as "not found" otherwise so the
   * answer does not reveal whether someone else has one. Admins may read any (decision 013 §8). The sandbox's
   * demo address is open to all: it is public demo data.
   */
  function mayRead(actor: Actor, email: string, environment: VaEnvironment): boolean {
    if (email === actorEmail(actor) || hasRole(actor, 'admin')) return true;
    return environment === 'sandbox' && email === VA_SANDBOX_DEMO_EMAIL;
  }

  return {
    /**
     * The account's own record from the real portal, never anyone else's and never the sandbox's demo veteran:
     * when there is none, or no portal to ask, the answer says so and the screen shows nothing personal.
     */
    async getOwnRecord(actor: Actor): Promise<OwnVaProfile> {
      const adapter = adapters.production;
      if (!adapter) return { status: 'not-connected' };
      const profile = await adapter.getProfile(actorEmail(actor));
      if (!profile) return { status: 'not-found' };
      return { status: 'found', profile: { ...profile, environment: 'production', demo: false } };
    },

    async getSnapshot(actor: Actor, request: SnapshotRequest): Promise<VaProfileResponse> {
      const { environment } = request;
      const email = request.email ?? actorEmail(actor);
      if (!mayRead(actor, email, environment)) throw notFound();
      const adapter = adapters[environment];
      if (!adapter) throw new AppError('UNAVAILABLE', VA_PROFILE_MESSAGES.notConfigured);
      const profile = await adapter.getProfile(email);
      if (!profile) throw notFound();
      // Everything the sandbox answers is demo data, and the UI must say so.
      return { ...profile, environment, demo: environment === 'sandbox' };
    },
  };
}
