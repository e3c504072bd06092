import { onTestFinished } from 'vitest';
import type { App } from '../app';
import { MosIndexHolder } from '../features/careers/mos-index.service';
import { systemClock, type Clock } from '../lib/clock';
import { runSeeds } from '../lib/seeds/seeds';
import { clockOf, type TestClock } from './clock';
import type { TestAppOptions } from './helper';

/**
 * The app `buildTestApp` answers (helper.ts): a shared one, or one built for the test alone.
 *
 * Apps are shared by the tests of one file that ask for the same one (the same `config`, `features` and
 * `publicRoutes`, and a clock or none): building one (every feature's routes, the job engine, the live channel,
 * the seeds) costs about as much as many tests' own requests. Between tests the tables are emptied as always, and
 * the shared app is then brought to where a new one would start: its seeds run again and the occupation index is
 * rebuilt from the (now empty or reloaded) catalogue, the only state an app keeps from its database (decision
 * 030). A shared app built with a clock reads the clock of the test using it. The file's app closes when the file
 * ends, or when a test closes it or listens with it. A second app in the same test, and an app with a logger or
 * another database, is built for that test alone and closed when it ends.
 */
export async function sharedOrOwnApp(
  options: TestAppOptions,
  buildOwnApp: (options: TestAppOptions) => Promise<App>,
): Promise<App> {
  const key = sharingKey(options);
  if (key === undefined || shared?.inUse) {
    const app = await buildOwnApp(options);
    onTestFinished(() => app.close());
    return app;
  }
  if (shared?.key === key) {
    const reused = shared;
    reused.inUse = true;
    onTestFinished(() => {
      reused.inUse = false;
    });
    reused.clock?.use(options.clock ?? systemClock);
    await runSeeds(reused.app.seeds, { sampleData: reused.app.config.sampleData });
    const index = reused.app.occupationCatalogue;
    if (index instanceof MosIndexHolder) await index.refresh();
    return reused.app;
  }
  await closeSharedApp();
  const clock = options.clock && clockOfTheTest(options.clock);
  const app = await buildOwnApp({ ...options, ...(clock && { clock }) });
  const entry: SharedApp = { key, app, inUse: true, clock };
  shared = entry;
  onTestFinished(() => {
    entry.inUse = false;
  });
  // An app a test closes (to check shutdown) or listens with (real sockets) is that test's alone: the next test
  // gets a new one.
  const close = app.close.bind(app);
  app.close = ((...args: Parameters<typeof close>) => {
    if (shared === entry) shared = undefined;
    return close(...args);
  }) as typeof app.close;
  const listen = app.listen.bind(app);
  app.listen = ((...args: Parameters<typeof listen>) => {
    if (shared === entry) {
      shared = undefined;
      onTestFinished(() => close());
    }
    return listen(...args);
  }) as typeof app.listen;
  return app;
}

interface SharedApp {
  key: string;
  app: App;
  inUse: boolean;
  clock: TestsClock | undefined;
}

let shared: SharedApp | undefined;

/** Closes the app the running file's tests shared (setup.ts, after each file). */
export async function closeSharedApp(): Promise<void> {
  const entry = shared;
  shared = undefined;
  await entry?.app.close();
}

/** What an app may be shared under; none for one with a logger or another database. */
function sharingKey({ config, features, publicRoutes, clock, logger, database }: TestAppOptions) {
  if (logger !== undefined || database !== undefined) return undefined;
  return JSON.stringify([config ?? {}, identity(features), identity(publicRoutes), clock !== undefined]);
}

const identities = new WeakMap<object, number>();
let identitiesGiven = 0;
/** A number for each list of plugins or routes a test passes, the same for the same list. */
function identity(value: object | undefined): number {
  if (value === undefined) return 0;
  let known = identities.get(value);
  if (known === undefined) {
    identitiesGiven += 1;
    known = identitiesGiven;
    identities.set(value, known);
  }
  return known;
}

/** A shared app's clock: the clock of the test using the app, moved through the app as through that clock. */
interface TestsClock extends TestClock {
  use(clock: Clock): void;
}

function clockOfTheTest(first: Clock): TestsClock {
  let current = first;
  return {
    now: () => current.now(),
    set: (instant) => clockOf({ clock: current }).set(instant),
    advance: (ms) => clockOf({ clock: current }).advance(ms),
    use(clock) {
      current = clock;
    },
  };
}
