/**
 * U.S. states, the District of Columbia and the territories with their USPS codes (USPS Publication 28,
 * Appendix B), so a place is found by "Virginia" and by "VA" alike.
 */
const STATES: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'Virgin Islands'],
];

const BY_CODE = new Map(STATES.map(([code, name]) => [code, name]));
const BY_NAME = new Map(STATES.map(([code, name]) => [name.toLowerCase(), code]));

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The USPS code of a state written by name or code, any case: "Virginia", "va" → "VA". */
export function stateCodeOf(text: string): string | undefined {
  const value = squeeze(text).replace(/\.$/, '');
  const upper = value.toUpperCase();
  if (BY_CODE.has(upper)) return upper;
  return BY_NAME.get(value.toLowerCase());
}

export interface Place {
  /** As shown: "Quantico, VA"; a place without a known state as the feed wrote it. */
  label: string;
  state: string | null;
  /** What search reads: the label with the state's name ("Quantico, VA, Virginia"). */
  words: string;
}

/** A feed's place, "Quantico, Virginia" or "Tampa, FL" or "Okinawa, Japan", read into a label and a state. */
export function readPlace(raw: string): Place | undefined {
  const text = squeeze(raw);
  if (!text) return undefined;
  const parts = text.split(',').map(squeeze).filter(Boolean);
  // "Fort Meade, Maryland, United States": the country after the state says nothing more.
  if (parts.length > 2 && /^(united states|usa?|u\.s\.a?\.?)$/i.test(parts[parts.length - 1]!)) parts.pop();
  const state = parts.length > 1 ? stateCodeOf(parts[parts.length - 1]!) : stateCodeOf(text);
  if (!state) return { label: text, state: null, words: text };
  const city = parts.length > 1 ? parts.slice(0, -1).join(', ') : '';
  const name = BY_CODE.get(state)!;
  return city
    ? { label: `${city}, ${state}`, state, words: `${city}, ${state}, ${name}` }
    : { label: name, state, words: `${name}, ${state}` };
}

/** What the location box asks for: remote work, a state, a city in a state, or any place named so. */
export type LocationFilter =
  | { kind: 'remote' }
  | { kind: 'state'; state: string; name: string }
  | { kind: 'city-in-state'; city: string; state: string }
  | { kind: 'text'; text: string };

const REMOTE = /^(remote|anywhere|telework|telecommute|work from home)$/i;

export function readLocationFilter(raw: string): LocationFilter | undefined {
  const text = squeeze(raw);
  if (!text) return undefined;
  if (REMOTE.test(text)) return { kind: 'remote' };
  const parts = text.split(',').map(squeeze).filter(Boolean);
  if (parts.length > 1) {
    const state = stateCodeOf(parts[parts.length - 1]!);
    if (state) return { kind: 'city-in-state', city: parts.slice(0, -1).join(', '), state };
  }
  const state = stateCodeOf(text);
  if (state) return { kind: 'state', state, name: text };
  return { kind: 'text', text };
}
