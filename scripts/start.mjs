// `npm start`: build the web app when its sources changed since the last build, then serve web + API
// from this very process, so SIGTERM/SIGINT reach the server's own graceful-shutdown handlers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
].map((path) => join(root, path));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

// The pages carry the public contact details of their build (apps/web/vite.config.ts, docs/operations.md).
const CONTACT_VARIABLES = { phone: 'CONTACT_PHONE', email: 'CONTACT_EMAIL', address: 'CONTACT_ADDRESS' };

function contactChanged() {
  let built = {};
  try {
    built = JSON.parse(readFileSync(join(root, 'apps/web/dist/public-contact.json'), 'utf8'));
  } catch {
    // A build from before the contacts were configurable: it shows none.
  }
  return Object.entries(CONTACT_VARIABLES).some(
    ([key, name]) => (process.env[name]?.trim() || null) !== (built[key] ?? null),
  );
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return contactChanged() || webInputs.some((path) => newestChange(path) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/server.ts'));
