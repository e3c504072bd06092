/**
 * The app's one clock (`app.clock`): every feature reads "now" through it, so a test moves time for the whole app
 * at once (`buildTestApp({ clock })`) instead of handing each service a clock of its own. The database's own
 * timestamps (`now()` in SQL) and the task engine's timers are not on it.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock; the app's default. */
export const systemClock: Clock = { now: () => new Date() };
