/**
 * The zones of the United States and its territories, with the names people use, listed before all others:
 * Waypoint's users are U.S. veterans. The six zones of the states (with Arizona, which keeps standard time), then
 * the territories'.
 */
export const US_TIME_ZONES: ReadonlyArray<readonly [zone: string, name: string]> = [
  ['America/New_York', 'Eastern Time'],
  ['America/Chicago', 'Central Time'],
  ['America/Denver', 'Mountain Time'],
  ['America/Phoenix', 'Mountain Time, Arizona'],
  ['America/Los_Angeles', 'Pacific Time'],
  ['America/Anchorage', 'Alaska Time'],
  ['Pacific/Honolulu', 'Hawaii Time'],
  ['America/Puerto_Rico', 'Atlantic Time, Puerto Rico and U.S. Virgin Islands'],
  ['Pacific/Guam', 'Chamorro Time, Guam and Northern Mariana Islands'],
  ['Pacific/Pago_Pago', 'Samoa Time, American Samoa'],
];

/** "America/Los_Angeles" as people read it: "America/Los Angeles". */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ');

export interface TimeZoneGroup {
  label: string;
  zones: { value: string; label: string }[];
}

/**
 * The zones to choose from: the U.S. zones first, by name, then every other IANA zone this browser knows,
 * alphabetical, with `current` among them when the browser's list lacks it (UTC in some).
 */
export function timeZoneChoices(current: string): TimeZoneGroup[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: only the U.S. zones and the current zone can be shown.
  }
  const first = new Set(US_TIME_ZONES.map(([zone]) => zone));
  const others = [...new Set([...known, current])].filter((zone) => zone && !first.has(zone)).sort();
  return [
    {
      label: 'United States',
      zones: US_TIME_ZONES.map(([zone, name]) => ({
        value: zone,
        label: `${name} (${timeZoneLabel(zone)})`,
      })),
    },
    { label: 'All time zones', zones: others.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })) },
  ];
}
