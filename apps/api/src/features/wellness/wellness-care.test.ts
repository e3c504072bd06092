import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { clockedService } from './test/clocked-service';
import { overviewOf, writeEntry } from './test/wellness-requests';

const ZONE = 'America/Denver';

describe('the care banner', () => {
  it('shows after three entries with mood 1 or 2 within seven days', async () => {
    const journal = await clockedService('2026-04-01T12:00:00Z');
    await journal.write('2026-04-01T09:00:00-06:00', 1, ZONE);
    await journal.write('2026-04-03T09:00:00-06:00', 4, ZONE);
    await journal.write('2026-04-04T09:00:00-06:00', 2, ZONE);
    expect((await journal.overview()).care).toEqual({ showBanner: false, reasons: [] });
    await journal.write('2026-04-07T09:00:00-06:00', 2, ZONE);
    expect((await journal.overview()).care).toEqual({
      showBanner: true,
      reasons: ['repeated-low-moods'],
    });
    // Once the first low entry is more than seven days old, two remain in the window.
    journal.at('2026-04-08T10:00:00-06:00');
    expect((await journal.overview()).care.showBanner).toBe(false);
  });

  it('does not show for low moods spread over more than seven days', async () => {
    const journal = await clockedService('2026-04-01T12:00:00Z');
    await journal.write('2026-04-01T09:00:00-06:00', 1, ZONE);
    await journal.write('2026-04-05T09:00:00-06:00', 2, ZONE);
    await journal.write('2026-04-09T09:00:00-06:00', 1, ZONE);
    expect((await journal.overview()).care.showBanner).toBe(false);
  });

  it('shows for a note with words of self-harm, whatever the mood, for seven days', async () => {
    const journal = await clockedService('2026-04-01T12:00:00Z');
    await journal.write(
      '2026-04-01T09:00:00-06:00',
      4,
      ZONE,
      'Some days I think everyone would be Better off without me.',
    );
    expect((await journal.overview()).care).toEqual({
      showBanner: true,
      reasons: ['note-mentions-self-harm'],
    });
    journal.at('2026-04-08T09:30:00-06:00');
    expect((await journal.overview()).care.showBanner).toBe(false);
  });

  it('is decided from the caller’s own entries only', async () => {
    const app = await buildTestApp();
    const struggling = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    for (const mood of [1, 2, 1]) await writeEntry(app, struggling, mood);
    expect((await overviewOf(app, struggling)).care.showBanner).toBe(true);
    expect((await overviewOf(app, other)).care.showBanner).toBe(false);
  });
});
