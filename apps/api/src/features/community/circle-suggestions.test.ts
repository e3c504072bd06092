import type { Circle } from '@waypoint/shared/community/community';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CIRCLES } from './community-seed';
import { stemOf, suggestCircles, type CircleTarget } from './circle-suggestions';

let next = 0;
const circle = (name: string, description: string, memberCount = 10): Circle => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name,
  description,
  memberCount,
  access: 'public',
  sample: false,
  membership: 'none',
  view: 'member',
});

const samples = SAMPLE_CIRCLES.map((row) => circle(row.name, row.description, row.baseMemberCount));

const logisticians: CircleTarget = {
  soc: '13-1081',
  title: 'Logisticians',
  summary:
    "Analyze and coordinate an organization's supply chain—the system that moves a product from supplier to consumer.",
};
const developers: CircleTarget = {
  soc: '15-1252',
  title: 'Software Developers',
  summary: 'Research, design, and develop computer and network software or specialized utility programs.',
};
const operationsManagers: CircleTarget = {
  soc: '11-1021',
  title: 'General and Operations Managers',
  summary:
    'Plan, direct, or coordinate the operations of public or private sector organizations, overseeing multiple departments or locations.',
};

describe('circle suggestions for target careers', () => {
  it('meets words by their stem', () => {
    expect(stemOf('logisticians')).toBe(stemOf('logistics'));
    expect(stemOf('developers')).toBe(stemOf('development'));
  });

  it('suggests the circle naming the target’s field, with the circle’s own word in the reason', () => {
    const supply = circle('Supply Chain Network', 'Warehouse and freight veterans.');
    const logistics = circle('Logistics Careers', 'For veterans heading into logistics.');
    expect(suggestCircles([...samples, supply, logistics], [logisticians])).toEqual([
      {
        circleId: logistics.id,
        target: { soc: '13-1081', title: 'Logisticians' },
        reason: 'Fits your target career, Logisticians: this circle is about logistics',
      },
    ]);
    // Without a circle naming logistics, the summary's own words in a circle's name still fit.
    expect(suggestCircles([...samples, supply], [logisticians])[0]?.circleId).toBe(supply.id);
  });

  it('forces no circle on a target that none fits, nor on a veteran without a target', () => {
    expect(suggestCircles(samples, [logisticians, developers, operationsManagers])).toEqual([]);
    expect(suggestCircles([...samples, circle('Logistics Careers', 'Supply work.')], [])).toEqual([]);
    // A summary word found only in a description is too loose a tie.
    expect(
      suggestCircles([circle('Tuesday Coffee', 'We talk about software and supply chains.')], []),
    ).toEqual([]);
    expect(
      suggestCircles([circle('Tuesday Coffee', 'Chat about the network and the sector.')], [developers]),
    ).toEqual([]);
  });

  it('suggests one circle per target, never the same circle twice', () => {
    const tech = circle('Tech Transitioners', 'Veterans learning software development and technology.');
    const logistics = circle('Logistics Careers', 'For veterans heading into logistics.');
    const suggestions = suggestCircles([logistics, tech], [logisticians, developers]);
    expect(suggestions.map((suggestion) => [suggestion.target.soc, suggestion.circleId])).toEqual([
      ['13-1081', logistics.id],
      ['15-1252', tech.id],
    ]);
    expect(suggestCircles([logistics], [logisticians, { ...logisticians, soc: '11-3071' }])).toHaveLength(1);
  });
});
