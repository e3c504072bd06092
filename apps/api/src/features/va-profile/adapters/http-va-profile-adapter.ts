import {
  benefitsPortalProfileSchema,
  VA_PROFILE_MESSAGES,
  type BenefitsPortalProfile,
} from '@waypoint/shared';
import { AppError } from '../../../lib/app-error';
import type { VaProfileAdapter } from './va-profile-adapter';

export const VA_PORTAL_TIMEOUT_MS = 5_000;

export interface HttpVaProfileAdapterOptions {
  /** Without a trailing slash (config strips it). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * The real VA benefits portal: GET {base}/veterans/profile?email= with the `apikey` header. Every failure
 * becomes one 502 whose cause (logged with the request id) says what happened; the key and the address stay out
 * of that cause, since it lands in the log.
 */
export class HttpVaProfileAdapter implements VaProfileAdapter {
  readonly #options: Required<HttpVaProfileAdapterOptions>;

  constructor({ timeoutMs = VA_PORTAL_TIMEOUT_MS, ...rest }: HttpVaProfileAdapterOptions) {
    this.#options = { ...rest, timeoutMs };
  }

  async getProfile(email: string): Promise<BenefitsPortalProfile | null> {
    const { baseUrl, apiKey, timeoutMs } = this.#options;
    const url = new URL(`${baseUrl}/veterans/profile`);
    url.searchParams.set('email', email);

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { apikey: apiKey, accept: 'application/json' },
        // Body reading shares the signal, so a portal that stalls mid-body also times out.
        signal: AbortSignal.timeout(timeoutMs),
        // fetch keeps custom headers across redirects; a redirect to another host would carry the key there.
        redirect: 'error',
      });
    } catch (error) {
      throw portalFailed('the request failed', error);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw portalFailed(`it answered ${response.status}`);
    }
    return parseProfile(response);
  }
}

async function parseProfile(response: Response): Promise<BenefitsPortalProfile> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw portalFailed('its answer could not be read as JSON', error);
  }
  const result = benefitsPortalProfileSchema.safeParse(body);
  if (!result.success) {
    // Paths only: the values are someone's personal data.
    const paths = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
    throw portalFailed(`its answer did not match the profile schema at ${paths.join(', ')}`);
  }
  return result.data;
}

function portalFailed(reason: string, cause?: unknown): AppError {
  const detail = new Error(`VA benefits portal: ${reason}`, { cause });
  return new AppError('BAD_GATEWAY', VA_PROFILE_MESSAGES.unavailable, undefined, { cause: detail });
}
