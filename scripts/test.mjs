// `npm test`: every check of the repository in stages, each stage's phases side by side, and how long each took.
//
//   npm test                         lint, typecheck and the web build side by side; then the unit suites; then e2e
//   npm test -- unit                 only the phases named (lint, typecheck, build, unit, e2e, pg, cluster)
//   npm test -- --ci                 the above, then the API suites on PostgreSQL and the cluster (what CI runs)
//
// A stage starts when the one before it passed. Phases that run side by side write to a log each, printed whole
// when the phase ends, so their lines never interleave. The closing table names every phase with its time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Each phase is one command; `stage` orders them, phases of one stage run side by side. */
const PHASES = {
  lint: { stage: 1, command: ['npm', 'run', 'lint'] },
  typecheck: { stage: 1, command: ['npm', 'run', 'typecheck'] },
  build: { stage: 1, command: ['npm', 'run', 'build'] },
  unit: { stage: 2, command: ['npm', 'run', 'test:unit'] },
  // The build of stage 1; `npm run test:e2e` alone builds first.
  e2e: { stage: 3, command: ['npx', 'playwright', 'test'], needs: 'build' },
  pg: { stage: 4, command: ['npm', 'run', 'test:api:pg'] },
  cluster: { stage: 5, command: ['npm', 'run', 'test:cluster'], needs: 'build' },
};
const DEFAULT = ['lint', 'typecheck', 'build', 'unit', 'e2e'];
const CI = [...DEFAULT, 'pg', 'cluster'];

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !(name in PHASES));
if (unknown.length > 0) {
  console.error(`unknown phase: ${unknown.join(', ')} (phases: ${Object.keys(PHASES).join(', ')})`);
  process.exit(2);
}
let selected = named.length > 0 ? named : args.includes('--ci') ? CI : DEFAULT;
// A phase that runs on the web build brings the build along.
for (const name of [...selected]) {
  const { needs } = PHASES[name];
  if (needs && !selected.includes(needs)) selected = [needs, ...selected];
}

const logDir = mkdtempSync(join(tmpdir(), 'waypoint-test-'));
const results = [];
let children = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    rmSync(logDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const started = Date.now();
const stages = [...new Set(selected.map((name) => PHASES[name].stage))].sort((a, b) => a - b);
let failed = false;
for (const stage of stages) {
  const phases = selected.filter((name) => PHASES[name].stage === stage);
  const alone = phases.length === 1;
  const outcomes = await Promise.all(phases.map((name) => runPhase(name, alone)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => outcome.code !== 0)) {
    failed = true;
    break;
  }
}
rmSync(logDir, { recursive: true, force: true });

console.log('\ntest phases:');
for (const { name, code, ms } of results) {
  console.log(
    `  ${name.padEnd(10)} ${seconds(ms).padStart(7)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
  );
}
for (const name of selected.filter((name) => !results.some((result) => result.name === name))) {
  console.log(`  ${name.padEnd(10)} ${'–'.padStart(7)}  not run (an earlier stage failed)`);
}
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(failed ? 1 : 0);

/** Runs one phase; alone, its output goes straight to the terminal, beside others it is printed when it ends. */
function runPhase(name, alone) {
  const [command, ...rest] = PHASES[name].command;
  const begin = Date.now();
  console.log(`test: ${name} (${PHASES[name].command.join(' ')})`);
  return new Promise((resolve) => {
    const logPath = join(logDir, `${name}.log`);
    const child = spawn(command, rest, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    children.push(child);
    const log = alone ? undefined : createWriteStream(logPath);
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      children = children.filter((other) => other !== child);
      const ms = Date.now() - begin;
      const report = () => {
        if (log) {
          console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
          process.stdout.write(readFileSync(logPath, 'utf8'));
        }
        console.log(`test: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
        resolve({ name, code, ms });
      };
      if (log) log.end(report);
      else report();
    };
    child.once('error', (error) => {
      console.error(`test: could not start ${name}: ${error.message}`);
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
