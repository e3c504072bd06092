import { findMilitaryTerms } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { loadCuratedMilitaryOccupations, loadDefaultCatalogue } from './catalogue/catalogue';
import { civilianBullets, descriptionToBullets, loadCuratedBullets } from './civilian-bullets';

const flagged = (text: string) => findMilitaryTerms(text).map((match) => match.text);

describe('civilianBullets', () => {
  it('gives Army 11B a bullet in civilian words, not its description, which the wording check flags', () => {
    const infantry = loadCuratedMilitaryOccupations().find(
      (occupation) => occupation.branch === 'ARMY' && occupation.code === '11B',
    )!;
    expect(flagged(infantry.description)).toEqual(['squad']);
    const bullets = civilianBullets(infantry);
    expect(bullets).toHaveLength(1);
    expect(bullets[0]).not.toBe(infantry.description);
    expect(flagged(bullets[0]!)).toEqual([]);
  });

  it('offers every curated code at least one bullet, and no bullet of any code that the wording check flags', () => {
    const curated = loadCuratedMilitaryOccupations();
    for (const occupation of curated) {
      const bullets = civilianBullets(occupation);
      expect(bullets.length, `${occupation.branch} ${occupation.code}`).toBeGreaterThan(0);
    }
    for (const occupation of loadDefaultCatalogue().militaryOccupations) {
      for (const bullet of civilianBullets(occupation))
        expect(flagged(bullet), `${occupation.branch} ${occupation.code}: ${bullet}`).toEqual([]);
    }
  });

  it('names for every written entry what it restates and when it was checked, within the last 12 months', () => {
    const yearAgo = new Date();
    yearAgo.setFullYear(yearAgo.getFullYear() - 1);
    const stale = loadCuratedBullets()
      .filter((entry) => !entry.source.includes('description') || new Date(entry.checked) < yearAgo)
      .map((entry) => `${entry.branch} ${entry.code} (checked ${entry.checked})`);
    expect(stale).toEqual([]);
  });

  it('writes bullets only for codes of the catalogue, of their own kind', () => {
    const codes = new Set(loadCuratedMilitaryOccupations().map((o) => `${o.branch}:${o.kind}:${o.code}`));
    for (const entry of loadCuratedBullets())
      expect(codes.has(`${entry.branch}:${entry.kind}:${entry.code}`), `${entry.branch} ${entry.code}`).toBe(
        true,
      );
  });

  it('uses the description otherwise, leaving out a sentence the wording check would flag', () => {
    const occupation = {
      branch: 'ARMY' as const,
      kind: 'enlisted' as const,
      code: '99Z',
      description: 'Plans cargo loads. Briefs the platoon on each load. Supervises loading and airdrop',
    };
    expect(civilianBullets(occupation)).toEqual(['Plans cargo loads.', 'Supervises loading and airdrop.']);
  });
});

describe('descriptionToBullets', () => {
  it('makes one bullet per sentence, each ending in a full stop', () => {
    expect(descriptionToBullets('Plans cargo loads. Supervises loading and airdrop')).toEqual([
      'Plans cargo loads.',
      'Supervises loading and airdrop.',
    ]);
    expect(descriptionToBullets('')).toEqual([]);
  });
});
