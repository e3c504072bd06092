import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Kebab-case file names (`career-path-card.tsx`), with dotted suffixes (`profiles.routes.ts`, `x.test.ts`). */
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const waypointRules = {
  rules: {
    'kebab-case-file-names': {
      meta: { type: 'problem', schema: [], messages: { name: 'File names are kebab-case: {{name}}' } },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? '';
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

/** One zone per feature folder: a feature may import only itself, never a sibling feature. */
function featureZones(featuresDir) {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${featuresDir}/${name}`,
      from: `./${featuresDir}`,
      except: [`./${name}`],
      message:
        'A feature never imports another feature; move the shared piece to components/, lib/ or packages/shared.',
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, waypoint: waypointRules },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps', message: 'packages/shared imports no app.' },
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components know no feature.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib/ knows no feature.',
            },
            {
              target: './apps/web/src/stores',
              from: './apps/web/src/features',
              message: 'stores/ knows no feature.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'A feature never imports app/: app/ composes features, not the other way round.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/stores'],
              from: './apps/web/src/app',
              message: 'lib/, components/ and stores/ never import app/.',
            },
            {
              target: './apps/api/src/lib',
              from: './apps/api/src/features',
              message: 'lib/ knows no feature.',
            },
            {
              // db/schema.ts is the table list drizzle-kit reads (each feature's tables); tests may build the whole app.
              target: ['./apps/api/src/plugins/**/!(*.test).ts', './apps/api/src/db/!(schema|*.test).ts'],
              from: './apps/api/src/features',
              message: 'plugins/ and db/ know no feature; features register themselves in features/index.ts.',
            },
            {
              target: './e2e',
              from: './apps',
              message: 'e2e drives the product from outside: no imports of API or web internals.',
            },
            ...featureZones('apps/web/src/features'),
            ...featureZones('apps/api/src/features'),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'waypoint/kebab-case-file-names': 'error',
    },
  },
  {
    // Test helpers live in test-only folders (`test/`, `testing/`) and test files; product code never loads them.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(test|testing)(/|$)|\\.test$',
              message: 'Product code never imports test helpers or fixtures.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'apps/api/src/server.ts',
      'apps/api/src/cli/**',
      'apps/api/src/test/**',
      '**/*.test.{ts,tsx}',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
