import { describe, expect, it } from 'vitest';
import { parseQuery, synonymTermsIn } from './query-parser';
import { readSynonyms } from './synonyms';

const words = (query: string) =>
  parseQuery(query).groups.map((group) => group.terms.map((term) => term.words.join(' ')));

describe('reading a query', () => {
  it('stands a synonym for its whole group, the longest term first, and keeps what was typed', () => {
    const [medic] = parseQuery('medic').groups;
    expect(medic?.terms.map((term) => term.words.join(' '))).toEqual(
      expect.arrayContaining(['medic', 'emt', 'paramedic', 'corpsman', 'emergency medical technician']),
    );
    expect(medic?.typed).toEqual([{ words: ['medic'], acronym: false }]);
    const [security] = parseQuery('information security analyst').groups;
    expect(security?.typed).toEqual([{ words: ['information', 'security'], acronym: false }]);
    expect(words('information security analyst')[1]).toEqual(['analyst']);
  });

  it('keeps acronyms English drops: "IT" is information technology, typed in any case', () => {
    for (const typed of ['IT Specialist', 'it specialist']) {
      const [it] = parseQuery(typed).groups;
      expect(it?.terms).toEqual([
        { words: ['it'], acronym: true },
        { words: ['information', 'technology'], acronym: false },
      ]);
    }
  });

  it('reads quotes, or, minus, slashes and GS grades', () => {
    expect(words('"field medic" -nurse')).toEqual([['field medic']]);
    expect(parseQuery('"field medic" -nurse').excluded).toEqual([{ words: ['nurse'], acronym: false }]);
    expect(words('welder or plumber')).toEqual([['welder', 'plumber']]);
    expect(words('paramedic/EMT')[0]).toEqual(expect.arrayContaining(['paramedic', 'emt']));
    expect(parseQuery('GS-11 analyst').groups[0]).toMatchObject({ terms: [], grades: [11] });
    expect(parseQuery('gs 9').groups[0]?.grades).toEqual([9]);
    expect(parseQuery('GS-16').groups[0]?.grades).toEqual([]);
    expect(parseQuery('68W medic').groups[0]?.codes).toEqual(['68w']);
    expect(parseQuery('remote').groups[0]?.remote).toBe(true);
  });

  it('builds groups of letters and digits only, whatever is typed', () => {
    for (const typed of ["'; drop table job_postings; --", '!!&|:*()', '<->', 'a:*B & !c', '"unclosed'])
      for (const group of parseQuery(typed).groups)
        for (const term of group.terms)
          for (const word of term.words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(parseQuery('   ').groups).toEqual([]);
  });

  it("finds the synonym groups a military code's title names", () => {
    expect(synonymTermsIn('Combat Medic Specialist').map((term) => term.words.join(' '))).toContain(
      'paramedic',
    );
    expect(synonymTermsIn('Infantryman')).toEqual([]);
  });
});

describe('the synonym list', () => {
  it('names a source for every group, and every term is found', () => {
    const synonyms = readSynonyms();
    expect(synonyms.groups.length).toBeGreaterThanOrEqual(15);
    for (const group of synonyms.groups) {
      expect(group.source.length).toBeGreaterThan(20);
      for (const term of group.terms) expect(synonyms.match(term.words, 0)).toBeDefined();
    }
  });

  it('refuses a group without a source or with one term', () => {
    expect(() => readSynonyms(JSON.stringify({ groups: [{ terms: ['a', 'b'] }] }))).toThrow();
    expect(() =>
      readSynonyms(JSON.stringify({ groups: [{ terms: ['a'], source: 'x'.repeat(30) }] })),
    ).toThrow();
  });
});
