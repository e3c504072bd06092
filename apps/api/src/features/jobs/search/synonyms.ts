import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { wordsOf } from './words';

/** One term of a synonym group, as words, and whether it is an acronym (written in capitals in the list). */
export interface SynonymTerm {
  words: string[];
  acronym: boolean;
}

export interface SynonymGroup {
  terms: SynonymTerm[];
  /** Remote postings answer this group too ("remote", "work from home"). */
  remote: boolean;
  source: string;
}

const listSchema = z.object({
  groups: z.array(
    z.object({
      terms: z.array(z.string().min(1)).min(2),
      remote: z.boolean().optional(),
      source: z.string().min(20),
    }),
  ),
});

/** Reads and checks a synonym list (synonyms.json by default): every group has terms and names its source. */
export function readSynonyms(text = readFileSync(new URL('./synonyms.json', import.meta.url), 'utf8')) {
  const groups: SynonymGroup[] = listSchema.parse(JSON.parse(text)).groups.map((group) => ({
    terms: group.terms.map((term) => ({
      words: wordsOf(term),
      acronym: !/\s/.test(term) && term === term.toUpperCase() && /[A-Z]/.test(term),
    })),
    remote: group.remote ?? false,
    source: group.source,
  }));
  // By first word, longest term first: a query matches the longest term it holds ("emergency medical technician").
  const byFirstWord = new Map<string, { words: string[]; group: SynonymGroup }[]>();
  for (const group of groups)
    for (const term of group.terms) {
      const first = term.words[0];
      if (!first) continue;
      const entries = byFirstWord.get(first) ?? [];
      entries.push({ words: term.words, group });
      entries.sort((a, b) => b.words.length - a.words.length);
      byFirstWord.set(first, entries);
    }
  return {
    groups,
    /** The longest term that starts at `words[start]`, with its group. */
    match(words: readonly string[], start: number): { length: number; group: SynonymGroup } | undefined {
      for (const entry of byFirstWord.get(words[start] ?? '') ?? [])
        if (entry.words.every((word, offset) => words[start + offset] === word))
          return { length: entry.words.length, group: entry.group };
      return undefined;
    },
  };
}

export type Synonyms = ReturnType<typeof readSynonyms>;
