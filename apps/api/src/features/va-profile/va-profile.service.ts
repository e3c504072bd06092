import {
  VA_PROFILE_MESSAGES,
  VA_SANDBOX_DEMO_EMAIL,
  type VaEnvironment,
  type VaProfileResponse,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { VaProfileAdapter } from './adapters/va-profile-adapter';

/** Who is asking; the session decides, never the query. */
export interface SnapshotActor {
  id: string;
  email: string;
  role: string;
}

export interface SnapshotRequest {
  /** Defaults to the account's own address. */
  email?: string | undefined;
  environment: VaEnvironment;
}

interface Adapters {
  sandbox: VaProfileAdapter;
  /** Absent until VA_API_BASE_URL and VA_API_KEY are configured. */
  production: VaProfileAdapter | undefined;
}

export function createVaProfileService(adapters: Adapters) {
  const notFound = () => new AppError('NOT_FOUND', VA_PROFILE_MESSAGES.notFound);

  /**
   * A portal profile is personal data: a user may read only their own address's, as "not found" otherwise so the
   * answer does not reveal whether someone else has one. Admins may read any (SPEC-DECISIONS 8). The sandbox's
   * demo address is open to all: it is public demo data.
   */
  function mayRead(actor: SnapshotActor, email: string, environment: VaEnvironment): boolean {
    if (email === actor.email.trim().toLowerCase() || actor.role === 'admin') return true;
    return environment === 'sandbox' && email === VA_SANDBOX_DEMO_EMAIL;
  }

  return {
    async getSnapshot(actor: SnapshotActor, request: SnapshotRequest): Promise<VaProfileResponse> {
      const { environment } = request;
      const email = request.email ?? actor.email.trim().toLowerCase();
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
