/** The browser's own time zone, the default for someone who has not saved one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The IANA zones this browser knows, alphabetical, with `current` added when the list lacks it (UTC in some). */
export function timeZoneChoices(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: only the current zone can be shown.
  }
  return zones.includes(current) ? zones : [...zones, current].sort();
}

/** "America/Los_Angeles" as people read it: "America/Los Angeles". */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ');
