import { careerFieldsOf, type TargetCareer } from '@waypoint/shared';
import { synonymTermsIn, type QueryGroup, type QueryTerm, type SearchQuery } from './query-parser';
import { wordsOf } from './words';

/** What the default search reads of a target career: its occupation, title and the federal series it opens to. */
export type SearchTarget = Pick<TargetCareer, 'soc' | 'title' | 'federalSeries'>;

const key = (term: QueryTerm) => term.words.join(' ');

/**
 * The title as one posting would name it: SOC titles are plural ("Logisticians"), a posting's singular
 * ("Logistician"). The exact tiers count a term's plural too, so the singular finds both.
 */
function singularTitle(title: string): QueryTerm {
  const words = wordsOf(title);
  const last = words.at(-1) ?? '';
  const singular = /ies$/.test(last)
    ? `${last.slice(0, -3)}y`
    : /[^s]s$/.test(last)
      ? last.slice(0, -1)
      : last;
  return { words: [...words.slice(0, -1), singular].filter(Boolean), acronym: false };
}

/**
 * The search a veteran gets by opening job search with nothing typed while they have target careers: one group
 * that any target answers, the way a military code typed is answered (decision 040): postings coded with the
 * target's SOC or its federal series, postings titled as the target ("Logisticians", stemmed, so "Logistician"
 * too), and postings naming the work of the target's field in the synonym list ("supply", "logistics",
 * "inventory" for 13-1081, whose SOC the logistics field covers). The title words count as typed, so a posting
 * named like the target ranks above one naming only its field.
 */
export function targetQuery(targets: readonly SearchTarget[]): SearchQuery | undefined {
  if (targets.length === 0) return undefined;
  const typed: QueryTerm[] = [];
  const terms: QueryTerm[] = [];
  const add = (into: QueryTerm[], term: QueryTerm) => {
    if (term.words.length > 0 && !into.some((known) => key(known) === key(term))) into.push(term);
  };
  for (const target of targets) {
    const title = singularTitle(target.title);
    add(typed, title);
    add(terms, title);
    for (const term of synonymTermsIn(target.title)) add(terms, term);
    for (const field of careerFieldsOf(target.soc))
      for (const term of synonymTermsIn(field.label)) add(terms, term);
  }
  const group: QueryGroup = {
    terms,
    typed,
    remote: false,
    codes: [],
    occupations: {
      socs: [...new Set(targets.map((target) => target.soc))],
      series: [...new Set(targets.flatMap((target) => target.federalSeries.map((entry) => entry.series)))],
    },
    grades: [],
  };
  return { groups: [group], excluded: [] };
}
