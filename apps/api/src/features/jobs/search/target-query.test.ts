import { describe, expect, it } from 'vitest';
import { targetQuery } from './target-query';

const logisticians = { soc: '13-1081', title: 'Logisticians', federalSeries: [] };

describe('the search for a target career', () => {
  it('asks nothing without a target', () => {
    expect(targetQuery([])).toBeUndefined();
  });

  it('is one group: the title in the singular as typed, its field’s synonyms, its SOC and series', () => {
    const query = targetQuery([
      { ...logisticians, federalSeries: [{ series: '0346', title: 'Logistics Management' }] },
    ])!;
    expect(query.excluded).toEqual([]);
    expect(query.groups).toHaveLength(1);
    const [group] = query.groups;
    expect(group!.typed).toEqual([{ words: ['logistician'], acronym: false }]);
    const terms = group!.terms.map((term) => term.words.join(' '));
    expect(terms).toEqual(expect.arrayContaining(['logistician', 'supply', 'logistics', 'inventory']));
    expect(group!.occupations).toEqual({ socs: ['13-1081'], series: ['0346'] });
  });

  it('lets either of two targets answer, each term once', () => {
    const [group] = targetQuery([
      logisticians,
      { soc: '11-3071', title: 'Transportation, Storage, and Distribution Managers', federalSeries: [] },
    ])!.groups;
    expect(group!.typed.map((term) => term.words.join(' '))).toEqual([
      'logistician',
      'transportation storage and distribution manager',
    ]);
    const terms = group!.terms.map((term) => term.words.join(' '));
    expect(new Set(terms).size).toBe(terms.length);
    expect(group!.occupations?.socs).toEqual(['13-1081', '11-3071']);
  });
});
