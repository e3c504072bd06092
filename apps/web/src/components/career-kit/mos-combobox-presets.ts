import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import { FORMAT_FAMILIES_FOR } from '@waypoint/shared/careers/mos-format';
import { MOS_SEARCH_LIMITS } from '@waypoint/shared/careers/mos-search-limits';
import type { Branch } from '@waypoint/shared/core/branches';

/** How one screen's MOS combobox behaves; the spec gives each screen its own timings and sizes. */
export interface MosComboboxPreset {
  /** Characters to type before anything is suggested. */
  minChars: number;
  /** The pause after the last keystroke before the server is asked. */
  debounceMs: number;
  /** How many suggestions the server is asked for (and the most shown of its answer). */
  limit: number;
  /** Whether the chosen branch narrows the search. */
  searchesBranch: boolean;
  /** Suggestions always offered first when they match what is typed and the branch. */
  builtIns: readonly MosSuggestion[];
  /**
   * True: the previous list stays up while the next one loads, with "Searching…" until the first arrives.
   * False: only answers for what is typed now are shown, so the list waits for each answer.
   */
  keepsListWhileLoading: boolean;
  /** What opens the list besides typing and ArrowDown: focusing the field, or a click in it. */
  opensOn: 'focus' | 'click' | 'typing';
  /** How long the list stays after the field loses focus (0: it closes at once). */
  blurCloseMs: number;
  /** CSS max-height of the scrolling list. */
  listMaxHeight: string;
  /** Typed letters become capitals as they are typed. */
  upperCase: boolean;
  /** The label stays above the field even while it is empty. */
  shrinkLabel: boolean;
  /** The hint under the field while it has no error. */
  hint: string;
  /** The text beside each code. */
  describe: (suggestion: MosSuggestion) => string;
}

/** The description's first sentence, as registration shows it beside each code. */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

const title = (suggestion: MosSuggestion) => suggestion.title;

/** The profile form's three built-in suggestions (the spec's), always offered first when they match. */
const BUILT_IN_MOS_SUGGESTIONS: readonly MosSuggestion[] = [
  {
    code: '11B',
    title: 'Infantry',
    branch: 'ARMY',
    kind: 'enlisted',
    description:
      'Fights as part of a rifle squad, handling weapons, land navigation, patrols and small-unit tactics under pressure.',
  },
  {
    code: '11C',
    title: 'Indirect Fire Infantryman',
    branch: 'ARMY',
    kind: 'enlisted',
    description:
      'Crews and fires mortars, computing firing data and coordinating with forward observers to support infantry units.',
  },
  {
    code: '11X',
    title: 'Infantry Enlistment Option',
    branch: 'ARMY',
    kind: 'enlisted',
    description:
      'Enlistment option for future infantry soldiers, who are assigned as 11B or 11C during one station unit training.',
  },
];

export const MOS_COMBOBOX_PRESETS = {
  /** Registration: opens on focus, at most 6 suggestions with the description's first sentence, 240 px list. */
  registration: {
    minChars: 1,
    debounceMs: 150,
    limit: MOS_SEARCH_LIMITS.defaultLimit,
    searchesBranch: true,
    builtIns: [],
    keepsListWhileLoading: false,
    opensOn: 'focus',
    blurCloseMs: 150,
    listMaxHeight: '240px',
    upperCase: true,
    shrinkLabel: true,
    hint: 'Type a code such as 11B, or words of your job such as medic.',
    describe: (suggestion) => firstSentence(suggestion.description),
  },
  /** The profile form: from 2 characters, 300 ms after the last keystroke, the built-ins first, 15rem list. */
  profile: {
    minChars: 2,
    debounceMs: 300,
    limit: 10,
    searchesBranch: true,
    builtIns: BUILT_IN_MOS_SUGGESTIONS,
    keepsListWhileLoading: false,
    opensOn: 'typing',
    blurCloseMs: 200,
    listMaxHeight: '15rem',
    upperCase: true,
    shrinkLabel: true,
    hint: 'Type 2 or more characters of a code or job title for suggestions.',
    describe: title,
  },
  /**
   * Career translation: 200 ms after the last keystroke, 6 from every service (a pick sets the branch), the text
   * kept as typed, the previous list up while the next loads; it closes as soon as the field loses focus.
   */
  careers: {
    minChars: 1,
    debounceMs: 200,
    limit: MOS_SEARCH_LIMITS.defaultLimit,
    searchesBranch: false,
    builtIns: [],
    keepsListWhileLoading: true,
    opensOn: 'click',
    blurCloseMs: 0,
    listMaxHeight: '40vh',
    upperCase: false,
    shrinkLabel: false,
    hint: 'Type a code such as 11B, or a job title such as medic, then pick a suggestion or type the full code.',
    describe: title,
  },
} as const satisfies Record<string, MosComboboxPreset>;

export type MosComboboxPresetName = keyof typeof MOS_COMBOBOX_PRESETS;

/** A suggestion fits the chosen branch when that branch uses its service's codes (any, when none is chosen). */
const fitsBranch = (suggestion: MosSuggestion, branch: Branch | ''): boolean =>
  !branch || FORMAT_FAMILIES_FOR[branch].includes(suggestion.branch);

function matchesQuery(suggestion: MosSuggestion, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return suggestion.code.toLowerCase().includes(needle) || suggestion.title.toLowerCase().includes(needle);
}

const keyOf = (suggestion: MosSuggestion) => `${suggestion.branch}:${suggestion.code}`;

/**
 * What the list shows: the matching built-ins first, then the server's answer (at most the preset's limit)
 * without repeats (a code is listed once per service), all within the branch when the preset searches by branch.
 */
export function mergeSuggestions(
  preset: MosComboboxPreset,
  query: string,
  branch: Branch | '',
  fromServer: readonly MosSuggestion[],
): readonly MosSuggestion[] {
  const within = preset.searchesBranch ? branch : '';
  const builtIns = preset.builtIns.filter((s) => matchesQuery(s, query) && fitsBranch(s, within));
  const seen = new Set(builtIns.map(keyOf));
  const rest = fromServer.slice(0, preset.limit).filter((s) => {
    if (!fitsBranch(s, within) || seen.has(keyOf(s))) return false;
    seen.add(keyOf(s));
    return true;
  });
  // Nothing added or left out: the server's array itself, so an unchanged answer keeps its identity.
  return builtIns.length === 0 && rest.length === fromServer.length ? fromServer : [...builtIns, ...rest];
}
