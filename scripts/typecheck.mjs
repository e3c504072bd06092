// Typechecks every workspace project with the pinned TypeScript; exits non-zero on the first failure.
// The Node projects that share one set of options (packages/shared, packages/test-mail, apps/api, bench,
// scripts/cluster) are one program (tsconfig.node.json), so the sources they import from each other are checked
// once rather than once per project; the web app and the e2e specs have options of their own.
import { spawnSync } from 'node:child_process';

const programs = ['tsconfig.node.json', 'apps/web', 'e2e'];
for (const program of programs) {
  const result = spawnSync('npx', ['tsc', '-p', program, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${program}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`typecheck passed: ${programs.join(', ')}`);
