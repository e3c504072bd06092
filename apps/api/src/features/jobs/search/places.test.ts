import { describe, expect, it } from 'vitest';
import { readLocationFilter, readPlace, stateCodeOf } from './places';

describe('places', () => {
  it('reads states by name or code, in any case', () => {
    expect(stateCodeOf('Virginia')).toBe('VA');
    expect(stateCodeOf('va')).toBe('VA');
    expect(stateCodeOf('District of Columbia')).toBe('DC');
    expect(stateCodeOf('Quantico')).toBeUndefined();
  });

  it('reads a feed place into a label, a state and the words search reads', () => {
    expect(readPlace('Quantico, Virginia')).toEqual({
      label: 'Quantico, VA',
      state: 'VA',
      words: 'Quantico, VA, Virginia',
    });
    expect(readPlace('Fort Meade, Maryland, United States')?.label).toBe('Fort Meade, MD');
    expect(readPlace('Okinawa, Japan')).toEqual({
      label: 'Okinawa, Japan',
      state: null,
      words: 'Okinawa, Japan',
    });
    expect(readPlace('Anywhere in the U.S. (remote job)')?.state).toBeNull();
    expect(readPlace('  ')).toBeUndefined();
  });

  it('reads the location box: remote, a state, a city in a state, or any place', () => {
    expect(readLocationFilter('Remote')).toEqual({ kind: 'remote' });
    expect(readLocationFilter('VA')).toEqual({ kind: 'state', state: 'VA', name: 'VA' });
    expect(readLocationFilter('Portland, OR')).toEqual({
      kind: 'city-in-state',
      city: 'Portland',
      state: 'OR',
    });
    expect(readLocationFilter('Camp Lejeune')).toEqual({ kind: 'text', text: 'Camp Lejeune' });
  });
});
