import type { WellnessOverview } from '@waypoint/shared/wellness/wellness';
import { expect } from 'vitest';
import { signUpAndSignIn } from '../../../test/auth';
import { testClock } from '../../../test/clock';
import { buildTestApp } from '../../../test/helper';
import { ENTRIES, overviewOf } from './wellness-requests';

/**
 * The app with a clock the test sets (`app.clock`), and an account to write as: how the streak and the care rule
 * are tested across midnight and time zones.
 */
export async function clockedService(start: string) {
  const clock = testClock(start);
  const app = await buildTestApp({ clock });
  const session = await signUpAndSignIn(app);

  return {
    /** Moves the clock to an instant (ISO with its offset). */
    at(instant: string) {
      clock.set(instant);
    },
    /** Writes an entry at an instant, from a browser in `timeZone`. */
    async write(instant: string, mood: number, timeZone?: string, note = 'Checked in.') {
      clock.set(instant);
      const response = await app.inject({
        method: 'POST',
        url: ENTRIES,
        headers: session.headers,
        payload: { mood, note, ...(timeZone && { timeZone }) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; mood: number; day: string }>();
    },
    overview(): Promise<WellnessOverview> {
      return overviewOf(app, session);
    },
    async stats() {
      return (await overviewOf(app, session)).stats;
    },
  };
}
