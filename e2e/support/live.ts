import { expect, type Page, type Response } from '@playwright/test';

/** The web app's one live stream (`GET /api/live`, Server-Sent Events). */
const isLiveStream = (response: Response) =>
  new URL(response.url()).pathname === '/api/live' &&
  response.status() === 200 &&
  (response.headers()['content-type'] ?? '').includes('text/event-stream');

declare global {
  interface Window {
    /** Set by `LiveWatch.ready`; gone after a reload. */
    __liveWatch?: { focus: number; visibility: number; online: number };
  }
}

/**
 * Proof that what a page shows next reached it through the live stream and nothing else. The web app also
 * refetches when its window regains focus, becomes visible or comes back online, and of course on a reload or a
 * navigation; after `ready()` none of these may happen, which `expectUntouched()` checks.
 *
 * Create it before the page loads the screen (it watches for the stream's answer).
 */
export class LiveWatch {
  private streams = 0;
  private navigations = 0;
  private readyAt: { navigations: number; streams: number; url: string } | undefined;

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (isLiveStream(response)) this.streams += 1;
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.navigations += 1;
    });
  }

  /**
   * Waits until the page's live stream is open (the server then has the subscription, so nothing published
   * from here on is missed), and starts watching for reloads, navigations and the events that refetch.
   */
  async ready(): Promise<void> {
    await expect
      .poll(() => this.streams, { message: 'the live stream opens', timeout: 20_000 })
      .toBeGreaterThan(0);
    await this.page.evaluate(() => {
      const counts = { focus: 0, visibility: 0, online: 0 };
      window.__liveWatch = counts;
      // Where the web app's data layer listens for them (bubbling listeners on the window).
      window.addEventListener('focus', () => (counts.focus += 1));
      window.addEventListener('visibilitychange', () => (counts.visibility += 1));
      window.addEventListener('online', () => (counts.online += 1));
    });
    this.readyAt = { navigations: this.navigations, streams: this.streams, url: this.page.url() };
  }

  /**
   * Fails if, since `ready()`, the page was reloaded or navigated, regained focus, visibility or the network, or
   * its live stream reconnected.
   */
  async expectUntouched(): Promise<void> {
    expect(this.readyAt, 'ready() was awaited first').toBeDefined();
    expect(this.navigations, 'navigations since the live stream opened').toBe(this.readyAt?.navigations);
    expect(this.page.url()).toBe(this.readyAt?.url);
    // A stream that reopens makes every screen refetch (events may have been lost meanwhile): not this proof.
    expect(this.streams, 'live streams opened since (a reconnection)').toBe(this.readyAt?.streams);
    const counts = await this.page.evaluate(() => window.__liveWatch ?? null);
    expect(counts, 'the same document, with no focus, visibility or online event').toEqual({
      focus: 0,
      visibility: 0,
      online: 0,
    });
  }
}
