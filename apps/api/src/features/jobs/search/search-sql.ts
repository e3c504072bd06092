import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { jobPostings } from '../jobs.schema';
import type { LocationFilter } from './places';
import type { QueryGroup, QueryTerm, SearchQuery } from './query-parser';

/*
 * A parsed query as SQL. Words reach to_tsquery only as letters and digits (words.ts), joined here by its own
 * operators, so every query text builds a valid tsquery; the texts go as bound parameters. Weight labels restrict a
 * query to fields: A the title, B tags and occupation titles, C description and employer, D places.
 */

const { search, strongSearch, titleSearch } = jobPostings;

/**
 * What a level reads: typed and exact, the title's own words; title, the title and places; phrase, the title;
 * strong, the title, tags, occupation titles and places; all, everything.
 */
type Level = 'typed' | 'exact' | 'title' | 'phrase' | 'strong' | 'all';
const WEIGHTS: Record<Level, string | undefined> = {
  typed: undefined,
  exact: undefined,
  title: 'AD',
  phrase: 'A',
  strong: 'ABD',
  all: undefined,
};

/**
 * Tiers of a match, summed, highest first: every group in the title's own words as typed (unstemmed), every group
 * in the title's own words counting synonyms, every group in the title stemmed (a place counts, being where the
 * title is), the groups as a phrase in the title, every group in the title, tags or occupation titles, every group
 * anywhere. The military code and preferences re-rank only within a tier (postings.repository.ts).
 */
const TIER_POINTS: Record<Level, number> = { typed: 32, exact: 16, title: 8, phrase: 4, strong: 2, all: 1 };

const termText = (term: QueryTerm, weights?: string) =>
  term.words.map((word) => (weights ? `${word}:${weights}` : word)).join(' <-> ');
const alternatives = (terms: readonly QueryTerm[], weights?: string) =>
  terms.map((term) => `(${termText(term, weights)})`).join(' | ');

/** The English tsquery of terms, with their acronyms as typed beside it (English drops "it"). */
function textQuery(terms: readonly QueryTerm[], weights?: string): SQL {
  const english = sql`to_tsquery('english', ${alternatives(terms, weights)})`;
  const acronyms = terms.filter((term) => term.acronym);
  return acronyms.length > 0
    ? sql`(${english} || to_tsquery('simple', ${alternatives(acronyms, weights)}))`
    : english;
}

/**
 * Terms as a title writes them, unstemmed, so "medic" does not find "Medical"; the plural of a term's last word
 * counts ("Paramedics").
 */
export function exactQuery(terms: readonly QueryTerm[]): SQL {
  const withPlurals = terms.flatMap((term) => [
    term,
    { ...term, words: [...term.words.slice(0, -1), `${term.words[term.words.length - 1]}s`] },
  ]);
  return sql`to_tsquery('simple', ${alternatives(withPlurals)})`;
}

const joinQueries = (queries: SQL[], operator: '&&' | '||') =>
  sql`(${sql.join(queries, sql.raw(` ${operator} `))})`;

// Series, SOC and state codes hold letters, digits and dashes only, so a comma-joined parameter carries a list.
export const textArray = (values: readonly string[]) =>
  values.length > 0 ? sql`string_to_array(${values.join(',')}, ',')` : sql`'{}'::text[]`;

/** The facts that answer a group whatever its words: remote work, an occupation, a grade. */
function factsOf(group: QueryGroup): SQL[] {
  const facts: SQL[] = [];
  if (group.remote) facts.push(sql`${jobPostings.remote}`);
  if (group.occupations && (group.occupations.series.length > 0 || group.occupations.socs.length > 0))
    facts.push(
      sql`(${jobPostings.federalSeries} && ${textArray(group.occupations.series)} or ${jobPostings.socCodes} && ${textArray(group.occupations.socs)})`,
    );
  for (const grade of group.grades)
    facts.push(
      sql`(${jobPostings.payPlan} in ('GS', 'GL') and ${jobPostings.gradeLow} <= ${grade} and ${jobPostings.gradeHigh} >= ${grade})`,
    );
  return facts;
}

/**
 * A fact counts as a title match only for a group no words can answer (GS-11); beside words it weighs as the
 * occupation titles do (B): the title naming the work ranks above the codes saying so.
 */
const factLevels: readonly Level[] = ['strong', 'all'];

export interface CompiledQuery {
  /** Postings matching at least one group (none of the excluded words). */
  anyMatch: SQL | undefined;
  /** Postings matching every group. */
  allMatch: SQL | undefined;
  /** The tier of a candidate (TIER_POINTS summed); 0 when no query. */
  tier: SQL;
  /** Relevance within a tier: ts_rank by field weights over every word asked; none without words. */
  rank: SQL | undefined;
}

export function compileQuery(query: SearchQuery | undefined): CompiledQuery {
  const groups = (query?.groups ?? []).filter((group) => group.terms.length > 0 || factsOf(group).length > 0);
  const excluded = query?.excluded ?? [];
  const exclusion =
    excluded.length > 0
      ? not(
          sql`${search} @@ ${joinQueries(
            excluded.map((term) => textQuery([term])),
            '||',
          )}`,
        )
      : undefined;
  if (groups.length === 0) {
    // Words typed that ask nothing ("or" alone) find nothing, as a query of stop words does.
    const nothing = query && excluded.length === 0 ? sql`false` : exclusion;
    return { anyMatch: nothing, allMatch: nothing, tier: sql`0`, rank: undefined };
  }

  // Groups of words only fold into one tsquery per level; a group that facts can answer is tested on its own.
  const wordsOnly = groups.filter((group) => factsOf(group).length === 0);
  const withFacts = groups.filter((group) => factsOf(group).length > 0);
  const levelQuery = (group: QueryGroup, level: Level): SQL | undefined => {
    const terms = level === 'typed' ? group.typed : group.terms;
    if (terms.length === 0) return undefined;
    return level === 'typed' || level === 'exact' ? exactQuery(terms) : textQuery(terms, WEIGHTS[level]);
  };
  // The typed and exact tiers read the title's own words; the title, phrase and strong tiers the document without
  // the description (smaller); only the last reads everything.
  const vectorOf = (level: Level) =>
    level === 'typed' || level === 'exact'
      ? sql`${titleSearch}`
      : level === 'all'
        ? sql`${search}`
        : sql`${strongSearch}`;
  const every = (level: Level): SQL | undefined => {
    const folded = wordsOnly.map((group) => levelQuery(group, level));
    // A group whose typed words the list replaced (none typed as such) cannot reach the typed tier.
    if (folded.some((query) => query === undefined)) return undefined;
    const query = folded.length > 0 ? joinQueries(folded as SQL[], '&&') : undefined;
    // Every word of a folded query may be a stop word ("the"): with facts beside it, it then asks nothing.
    const foldedMatch =
      query === undefined
        ? undefined
        : withFacts.length > 0
          ? sql`(numnode(${query}) = 0 or ${vectorOf(level)} @@ ${query})`
          : sql`${vectorOf(level)} @@ ${query}`;
    const factGroups = withFacts.map((group) => {
      const words = levelQuery(group, level);
      const facts = group.terms.length === 0 || factLevels.includes(level) ? factsOf(group) : [];
      return or(...(words ? [sql`${vectorOf(level)} @@ ${words}`] : []), ...facts);
    });
    if (factGroups.some((condition) => condition === undefined)) return undefined;
    return and(foldedMatch, ...(factGroups as SQL[]));
  };

  const withWords = groups.filter((group) => group.terms.length > 0);
  const anyWords =
    withWords.length === 0
      ? undefined
      : joinQueries(
          withWords.map((group) => textQuery(group.terms)),
          '||',
        );
  const anyMatch = and(
    or(...(anyWords ? [sql`${search} @@ ${anyWords}`] : []), ...withFacts.flatMap(factsOf)),
    exclusion,
  );
  // The words asked, in order, next to each other in the title.
  const phrase =
    withWords.length > 1
      ? withWords
          .map((group) => textQuery(group.terms, WEIGHTS.phrase))
          .reduce((left, right) => sql`tsquery_phrase(${left}, ${right})`)
      : undefined;
  const points = (condition: SQL | undefined, level: Level) =>
    condition ? sql`case when ${condition} then ${sql.raw(String(TIER_POINTS[level]))} else 0 end` : sql`0`;
  // With one group, a candidate (it matches that group) matches every group: nothing more to test.
  const allMatch = groups.length === 1 ? anyMatch : and(every('all'), exclusion);
  const tier = sql.join(
    [
      points(every('typed'), 'typed'),
      points(every('exact'), 'exact'),
      points(every('title'), 'title'),
      points(phrase && sql`${strongSearch} @@ ${phrase}`, 'phrase'),
      points(every('strong'), 'strong'),
      groups.length === 1 ? sql.raw(String(TIER_POINTS.all)) : points(every('all'), 'all'),
    ],
    sql` + `,
  );
  return {
    anyMatch,
    allMatch,
    tier: sql`(${tier})`,
    rank: anyWords ? sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${search}, ${anyWords})` : undefined,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Postings at a place as the location box names it; a misspelt city still matches by trigrams (pg_trgm). */
export function placeMatch(filter: LocationFilter): SQL {
  const { placeText, states } = jobPostings;
  // The place as typed; only when no posting names it so, a near spelling ("San Antonoi"). The fuzzy test costs a
  // trigram comparison per row, so it runs only then (the subquery runs once per search).
  const near = (text: string) => {
    const named = sql`${placeText} ilike ${`%${escapeLike(text)}%`}`;
    return sql`(${named} or (not exists (select 1 from ${jobPostings} where ${named}) and ${text} <% ${placeText}))`;
  };
  switch (filter.kind) {
    case 'remote':
      return sql`${jobPostings.remote}`;
    case 'state':
      // "Washington" is a state and a city: a place whose city is the word typed counts too.
      return sql`(${states} && ${textArray([filter.state])} or ${placeText} ~* ${`(^|; )${escapeRegex(filter.name)},`})`;
    case 'city-in-state':
      return sql`(${states} && ${textArray([filter.state])} and ${near(filter.city)})`;
    case 'text':
      return near(filter.text);
  }
}
