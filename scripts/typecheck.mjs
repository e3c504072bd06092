// Typechecks every workspace project with the pinned TypeScript; exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/shared',
  'packages/test-mail',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'scripts/cluster',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`typecheck passed: ${projects.join(', ')}`);
