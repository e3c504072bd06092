import type { AppConfig } from '../../../config';
import { HttpVaProfileAdapter } from './http-va-profile-adapter';
import { SandboxVaProfileAdapter } from './sandbox-va-profile-adapter';
import type { VaProfileAdapter } from './va-profile-adapter';

/** One adapter per environment a request may name. */
export interface VaProfileAdapters {
  sandbox: VaProfileAdapter;
  /** Absent until VA_API_BASE_URL and VA_API_KEY are configured. */
  production: VaProfileAdapter | undefined;
}

/** What this feature reads from, as a repository is for features with tables. */
export function createVaProfileAdapters(
  config: Pick<AppConfig, 'vaApiBaseUrl' | 'vaApiKey'>,
): VaProfileAdapters {
  const { vaApiBaseUrl, vaApiKey } = config;
  return {
    sandbox: new SandboxVaProfileAdapter(),
    production:
      vaApiBaseUrl && vaApiKey
        ? new HttpVaProfileAdapter({ baseUrl: vaApiBaseUrl, apiKey: vaApiKey })
        : undefined,
  };
}
