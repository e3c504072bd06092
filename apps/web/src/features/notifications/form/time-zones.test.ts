import { describe, expect, it } from 'vitest';
import { timeZoneChoices, US_TIME_ZONES } from './time-zones';

const values = (current: string) => timeZoneChoices(current).map((group) => group.zones.map((z) => z.value));

describe('timeZoneChoices', () => {
  it('lists the U.S. zones first, by their names, and then every other zone alphabetically', () => {
    const [us, all] = timeZoneChoices('America/Chicago');
    expect(us!.label).toBe('United States');
    expect(us!.zones[0]).toEqual({ value: 'America/New_York', label: 'Eastern Time (America/New York)' });
    expect(us!.zones.map((zone) => zone.value)).toEqual(US_TIME_ZONES.map(([zone]) => zone));
    expect(all!.label).toBe('All time zones');
    const others = all!.zones.map((zone) => zone.value);
    expect(others).toEqual([...others].sort());
    expect(others).toContain('Europe/Berlin');
    // Each zone once: the U.S. ones are not repeated among the others.
    expect(others).not.toContain('America/Chicago');
    expect(new Set(values('America/Chicago').flat()).size).toBe(values('America/Chicago').flat().length);
  });

  it('names only zones the browser knows, and keeps a current zone it lacks', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const [zone] of US_TIME_ZONES) expect(known.has(zone), zone).toBe(true);
    expect(values('Etc/Unknown_Zone')[1]).toContain('Etc/Unknown_Zone');
  });
});
