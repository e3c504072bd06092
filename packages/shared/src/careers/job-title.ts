/**
 * One person's job title from an occupation's SOC title, for a resume headline: "Logisticians" → "Logistician",
 * "First-Line Supervisors of Mechanics, Installers, and Repairers" → "First-Line Supervisor of Mechanics,
 * Installers, and Repairers", "Cooks, Restaurant" → "Cook, Restaurant", "Electronics Engineers, Except Computer" →
 * "Electronics Engineer".
 *
 * SOC titles name groups of workers in a few fixed shapes (the SOC 2018 coding and title rules): plural nouns,
 * joined by "and" or by a comma list ending in ", and"; then an "of" complement ("Supervisors of Security Workers")
 * or a qualifier after a comma ("Cooks, Restaurant"); then classification notes (", Except …", ", Including …",
 * ", All Other", ", General"). Only the nouns that name the worker become singular: a complement or qualifier
 * keeps its own words ("Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products"
 * keeps "Products"). The notes are left out: they sort occupations, they are no part of a person's title.
 */

/** Plural in form, not a count of workers: never made singular. */
const NOT_PLURAL = new Set([
  'analytics',
  'arms',
  'athletics',
  'avionics',
  'claims',
  'commodities',
  'customs',
  'economics',
  'electronics',
  'ethics',
  'gas',
  'goods',
  'graphics',
  'logistics',
  'mathematics',
  'means',
  'news',
  'operations',
  'parts',
  'physics',
  'sales',
  'sciences',
  'securities',
  'series',
  'services',
  'species',
  'sports',
  'statistics',
  'systems',
]);

const IRREGULAR: Readonly<Record<string, string>> = {
  children: 'child',
  men: 'man',
  people: 'person',
  women: 'woman',
};

/** A classification note: it and everything after it are left out. */
const NOTE = /^(?:Except|Including|All Other)\b|^General$/;

const CONJUNCTION = /^(?:and|or) /;

/** A plural that names people ("Workers", "Operators", "Therapists", "Technicians"), not things. */
const PEOPLE_PLURAL = /(?:ers|ors|ists|ians|ants|ents)$/;

/** Whether a word looks like a plural noun that can be made singular. */
function isPlural(word: string): boolean {
  const lower = word.toLowerCase();
  if (NOT_PLURAL.has(lower)) return false;
  if (IRREGULAR[lower]) return true;
  return /[a-z]s$/.test(lower) && !/(?:ss|us|is)$/.test(lower);
}

/** Keeps the capitals of the original: "Women" → "Woman". */
const withCase = (original: string, singular: string) =>
  original.charAt(0) === original.charAt(0).toUpperCase()
    ? singular.charAt(0).toUpperCase() + singular.slice(1)
    : singular;

/** "Secretaries" → "Secretary", "Coaches" → "Coach", "Waitresses" → "Waitress", "Logisticians" → "Logistician". */
export function singularNoun(word: string): string {
  // "Helpers--Electricians": both halves name the worker.
  if (word.includes('--')) return word.split('--').map(singularNoun).join('--');
  if (!isPlural(word)) return word;
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return withCase(word, irregular);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/wives$/.test(lower)) return `${word.slice(0, -3)}fe`;
  if (/(?:sses|xes|zzes|ches|shes)$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const lastWord = (phrase: string) => phrase.trim().split(' ').at(-1) ?? '';

/**
 * Each noun phrase of a coordinated segment ("Bus and Truck Mechanics") with its head word made singular, when
 * `names` says the word names the worker. "Helpers--Extraction Workers": the word before "--" names them too.
 */
function singularPhrases(segment: string, names: (word: string) => boolean): string {
  const conjunction = CONJUNCTION.exec(segment)?.[0] ?? '';
  const phrases = segment.slice(conjunction.length).split(/( and | or )/);
  const singular = phrases.map((part, index) => {
    if (index % 2 === 1) return part; // the " and " / " or " between phrases
    const words = part.split(' ');
    const last = words.length - 1;
    return words
      .map((word, at) => {
        const [helper, rest] = word.split(/--(.*)/s);
        const head = rest ?? helper!;
        const singularHeadWord = at === last && names(head) ? singularNoun(head) : head;
        return rest === undefined ? singularHeadWord : `${singularNoun(helper!)}--${singularHeadWord}`;
      })
      .join(' ');
  });
  return conjunction + singular.join('');
}

/**
 * The worker part of a title (before any "of" complement): a comma list of nouns ("Plumbers, Pipefitters, and
 * Steamfitters") or of modifiers before a noun ("Shipping, Receiving, and Inventory Clerks"), then qualifiers.
 */
function singularHead(head: string): string {
  const segments = head.split(', ');
  const [first = '', second] = segments;
  const endsPlural = (segment: string) => isPlural(lastWord(segment));
  const endsWithPeople = (segment: string) => PEOPLE_PLURAL.test(lastWord(segment).toLowerCase());
  const lastConjunction = segments.findLastIndex((segment, index) => index > 0 && CONJUNCTION.test(segment));
  const qualifierFollows =
    second !== undefined &&
    endsPlural(first) &&
    !CONJUNCTION.test(second) &&
    !endsPlural(second) &&
    // "Lifeguards, Ski Patrol, and Other … Workers" is a list of workers, whatever its middle.
    !(lastConjunction > 0 && endsWithPeople(segments[lastConjunction]!));
  let listEnd = 0;
  if (!qualifierFollows && lastConjunction > 0) listEnd = lastConjunction;
  // "Physicians, Pathologists": workers named twice, not a qualifier like "Helpers, Construction Trades".
  else if (!qualifierFollows && segments.every(endsWithPeople)) listEnd = segments.length - 1;
  const inList = segments.slice(0, listEnd + 1);
  // In a list of nouns each names a worker. In a list of modifiers before the worker ("Shipping, Receiving, and
  // Inventory Clerks") the first and last items may, and a plural of people anywhere ("Laborers and Freight,
  // Stock, and Material Movers"), but not "Benefits" in "Compensation, Benefits, and Job Analysis Specialists".
  const nouns = inList.every(endsPlural);
  const list = inList.map((segment, index) =>
    singularPhrases(
      segment,
      (word) => nouns || index === 0 || index === listEnd || PEOPLE_PLURAL.test(word.toLowerCase()),
    ),
  );
  return [...list, ...segments.slice(listEnd + 1)].join(', ');
}

/** A person's job title from an occupation's SOC title (see above); a title with no plural is returned as it is. */
export function singularJobTitle(socTitle: string): string {
  const segments = socTitle.trim().split(', ');
  const note = segments.findIndex((segment, index) => index > 0 && NOTE.test(segment));
  const kept = (note > 0 ? segments.slice(0, note) : segments).join(', ').replace(/^Miscellaneous /, '');
  const of = kept.indexOf(' of ');
  return of > 0 ? singularHead(kept.slice(0, of)) + kept.slice(of) : singularHead(kept);
}
