/**
 * The zone this browser reports (`America/Chicago`): the default for someone who has saved none. Undefined where it
 * reports none.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
