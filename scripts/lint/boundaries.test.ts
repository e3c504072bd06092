import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real configuration on virtual files placed where the boundary rules look; the imports point at real files.
const eslint = new ESLint({ cwd: resolve(dirname(fileURLToPath(import.meta.url)), '../..') });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('stops a web feature importing app/', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/careers/probe.ts',
      "import { router } from '../../app/router';\nexport const probe = router;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stops a web feature importing another feature', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/careers/probe.ts',
      "import SignInPage from '../auth/sign-in-page';\nexport const probe = SignInPage;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stops lib/ and components/ importing app/', async () => {
    for (const folder of ['lib', 'components']) {
      const ids = await ruleIds(
        `apps/web/src/${folder}/probe.ts`,
        "import { router } from '../app/router';\nexport const probe = router;\n",
      );
      expect(ids, folder).toContain('import-x/no-restricted-paths');
    }
  });

  it('stops API plugins importing features', async () => {
    const ids = await ruleIds(
      'apps/api/src/plugins/app/probe.ts',
      "import { features } from '../../features';\nexport const probe = features;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stops e2e importing API internals', async () => {
    const ids = await ruleIds(
      'e2e/probe.spec.ts',
      "import { buildApp } from '../apps/api/src/app';\nexport const probe = buildApp;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stops product code importing test helpers', async () => {
    const ids = await ruleIds(
      'apps/web/src/lib/probe.ts',
      "import { renderRoute } from '../test/render-route';\nexport const probe = renderRoute;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('wants kebab-case file names', async () => {
    const ids = await ruleIds('apps/web/src/lib/ProbeName.ts', 'export const probe = 1;\n');
    expect(ids).toContain('waypoint/kebab-case-file-names');
  });

  it('passes a feature importing its own files, lib/ and packages/shared', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/careers/probe.ts',
      "import { BRANCHES } from '@waypoint/shared';\nimport { api } from '../../lib/api-slice';\nexport const probe = [BRANCHES, api];\n",
    );
    expect(ids).toEqual([]);
  });
});
