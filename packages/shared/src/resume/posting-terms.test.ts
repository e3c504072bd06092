import { describe, expect, it } from 'vitest';
import { emptyResumeData } from './resume-limits';
import { missingTerms, postingKeyTerms, resumeWords, termStem } from './posting-terms';

const WAREHOUSE = {
  title: 'Inventory Control Specialist',
  description: `
    <p>Join our distribution center team as an Inventory Control Specialist.</p>
    <ul>
      <li>Conduct cycle counts and reconcile inventory discrepancies in our warehouse management system.</li>
      <li>Maintain inventory control procedures for inbound and outbound shipments.</li>
      <li>Train associates on cycle counts, receiving and the warehouse management system.</li>
      <li>Operate forklifts and pallet jacks safely; forklift certification preferred.</li>
    </ul>
    <p>Requirements: 2+ years of experience in inventory control, strong attention to detail, Microsoft Excel.</p>
    <p>About us: Acme Distribution moves freight for grocery and retail customers across Texas from three regional
    hubs. Benefits include medical, dental and vision coverage, paid time off, tuition assistance and a 401(k) with
    company match. Shifts rotate between days and nights, with weekend coverage once a month. Veterans and military
    spouses are encouraged to apply.</p>`,
};

const LOGISTICIAN = {
  title: 'Logistics Management Specialist',
  description:
    'Serves as a logistics management specialist for the Defense Logistics Agency. Develops supply chain ' +
    'plans, analyzes supply chain performance data, and coordinates transportation of materiel with ' +
    'contractors. Prepares budget estimates for logistics support. Applicants must be able to obtain a Secret ' +
    'security clearance. Supply chain certification (CSCP or CLTD) is desirable.',
};

const terms = (posting: { title: string; description: string }) =>
  postingKeyTerms(posting).map((item) => item.term);

describe('postingKeyTerms', () => {
  it('ranks a warehouse posting’s repeated phrases and words by use, title words counting double', () => {
    const result = postingKeyTerms(WAREHOUSE);
    expect(result[0]).toEqual({ term: 'inventory control specialist', count: 3 });
    expect(result.map((item) => item.term)).toEqual(
      expect.arrayContaining([
        'inventory control',
        'warehouse management system',
        'cycle counts',
        'forklifts',
      ]),
    );
    // Counts never rise down the list.
    const counts = result.map((item) => item.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('counts plurals with singulars, and a word used inside a kept phrase gives the phrase that use', () => {
    const result = postingKeyTerms(WAREHOUSE, { limit: 50, minUses: 1 });
    const forklift = result.find((item) => item.term === 'forklifts');
    expect(forklift?.count).toBe(2);
    expect(result.some((item) => item.term === 'forklift')).toBe(false);
    // "warehouse" is used twice, both times inside "warehouse management system".
    expect(result.some((item) => item.term === 'warehouse')).toBe(false);
  });

  it('drops stop words, postings’ words about themselves, markup and numbers', () => {
    const result = terms(WAREHOUSE);
    for (const noise of ['the', 'and', 'experience', 'requirements', 'preferred', 'strong', 'p', 'li', '2']) {
      expect(result).not.toContain(noise);
    }
  });

  it('keeps a phrase only when it comes back: once is wording, twice is a requirement', () => {
    const result = terms(LOGISTICIAN);
    expect(result).toContain('supply chain');
    expect(result).toContain('logistics management specialist');
    expect(result).not.toContain('budget estimates');
    expect(result).toContain('logistics');
  });

  it('keeps words used once only in a short posting, which has no room to repeat anything', () => {
    // The warehouse posting is long enough to repeat what matters: a word it uses once is left out.
    expect(terms(WAREHOUSE)).not.toContain('reconcile');
    // This one is three sentences: every content word counts, most used first.
    expect(terms(LOGISTICIAN)).toContain('materiel');
    expect(postingKeyTerms(LOGISTICIAN, { minUses: 2 }).map((item) => item.term)).not.toContain('materiel');
    const sample = {
      title: 'Logistician',
      description:
        'Sample posting (not a real opening). Manage how an organization acquires, moves, stores and ' +
        'distributes supplies and equipment.',
    };
    expect(terms(sample)).toEqual(expect.arrayContaining(['logistician', 'supplies', 'equipment']));
    expect(terms(sample)[0]).toBe('logistician');
    expect(terms(sample)).not.toContain('posting');
  });

  it('gives at most the limit, and nothing for an empty posting', () => {
    expect(postingKeyTerms(WAREHOUSE, { limit: 3 })).toHaveLength(3);
    expect(postingKeyTerms({ title: '', description: '' })).toEqual([]);
    expect(postingKeyTerms({ title: 'The', description: 'and of the with' })).toEqual([]);
  });
});

describe('termStem', () => {
  it('takes regular plurals to the singular and leaves other words alone', () => {
    expect(termStem('forklifts')).toBe('forklift');
    expect(termStem('supplies')).toBe('supply');
    expect(termStem('logistics')).toBe('logistic');
    expect(termStem('logistic')).toBe('logistic');
    expect(termStem('process')).toBe('process');
    expect(termStem('status')).toBe('status');
  });
});

describe('missingTerms', () => {
  it('names the posting’s terms a resume never uses, matching plurals and whole phrases only', () => {
    const data = {
      ...emptyResumeData(),
      headline: 'Inventory Control Specialist',
      workExperience: [
        {
          id: 'a',
          title: 'Automated Logistical Specialist',
          company: 'U.S. Army',
          location: '',
          startDate: '',
          endDate: '',
          current: false,
          description: ['Ran cycle count audits of 4,000 line items with a 99% accuracy rate.'],
        },
      ],
      skills: [{ id: 's', name: 'Forklift operation', category: 'technical' as const, proficiency: null }],
    };
    const wanted = postingKeyTerms(WAREHOUSE, { limit: 50, minUses: 1 });
    const missing = missingTerms(resumeWords(data), wanted).map((item) => item.term);
    expect(missing).not.toContain('inventory control specialist');
    expect(missing).not.toContain('cycle counts');
    expect(missing).not.toContain('forklifts');
    expect(missing).toContain('warehouse management system');
    expect(missing).toContain('excel');
    // "inventory" and "control" both appear, but "inventory control" must appear as a phrase to count.
    expect(missingTerms('control of the inventory', [{ term: 'inventory control', count: 2 }])).toHaveLength(
      1,
    );
  });
});
