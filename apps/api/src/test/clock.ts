import type { Clock } from '../lib/clock';

/** A clock the test sets: pass it to `buildTestApp({ clock })`, and the whole app reads the time from it. */
export interface TestClock extends Clock {
  /** Moves the clock to an instant (a Date, or ISO with its offset). */
  set(instant: Date | string): void;
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
}

/**
 * Stands at `start` until the test moves it; without a start it follows the system clock until the test first
 * moves it, so an app built with one behaves as any other until then.
 */
export function testClock(start?: Date | string): TestClock {
  let current = start === undefined ? undefined : new Date(start);
  return {
    now: () => (current ? new Date(current) : new Date()),
    set(instant) {
      current = new Date(instant);
    },
    advance(ms) {
      current = new Date((current ?? new Date()).getTime() + ms);
    },
  };
}

/** The test clock an app was built with (`buildTestApp({ clock: testClock() })`), to move it. */
export function clockOf(app: { clock: Clock }): TestClock {
  const clock = app.clock as Partial<TestClock>;
  if (!clock.set || !clock.advance)
    throw new Error('Build the app with buildTestApp({ clock: testClock() }).');
  return app.clock as TestClock;
}
