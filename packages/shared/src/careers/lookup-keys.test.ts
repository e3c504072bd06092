import { describe, expect, it } from 'vitest';
import { catalogueLookupKeys } from './lookup-keys';
import { lumocCodeFor } from './lumoc';

describe('catalogueLookupKeys', () => {
  it('normalizes and keeps the exact code first', () => {
    expect(catalogueLookupKeys(' 11b ', 'ARMY')).toEqual([{ branch: 'ARMY', code: '11B' }]);
    expect(catalogueLookupKeys('68wm6', 'ARMY')).toEqual([
      { branch: 'ARMY', code: '68WM6' },
      { branch: 'ARMY', code: '68W' },
    ]);
    expect(catalogueLookupKeys('255A')).toEqual([{ branch: 'ARMY', code: '255A' }]);
  });

  it('maps Navy designators to the catalogue form with a 0 component digit', () => {
    expect(catalogueLookupKeys('111', 'NAVY').map((key) => key.code)).toEqual(['111', '1110']);
    expect(catalogueLookupKeys('1115', 'NAVY').map((key) => key.code)).toEqual(['1115', '1110']);
    expect(catalogueLookupKeys('HM', 'NAVY').map((key) => key.code)).toEqual(['HM']);
  });

  it('maps Air Force and Space Force skill levels, prefixes, shreds and officer levels', () => {
    expect(catalogueLookupKeys('3D052', 'AIR_FORCE').map((key) => key.code)).toEqual(['3D052', '3D0X2']);
    expect(catalogueLookupKeys('K1A1X1A', 'AIR_FORCE').map((key) => key.code)).toEqual(['K1A1X1A', '1A1X1']);
    expect(catalogueLookupKeys('11F3B', 'AIR_FORCE').map((key) => key.code)).toEqual(['11F3B', '11F']);
    expect(catalogueLookupKeys('13S4', 'SPACE_FORCE').map((key) => key.code)).toEqual(['13S4', '13S']);
  });

  it('searches the services a Guard or Reserve member may have served in', () => {
    expect(catalogueLookupKeys('3D0X2', 'NATIONAL_GUARD').map((key) => key.branch)).toEqual([
      'ARMY',
      'AIR_FORCE',
    ]);
    expect(catalogueLookupKeys('0311', 'RESERVES').map((key) => key.branch)).toEqual([
      'ARMY',
      'AIR_FORCE',
      'NAVY',
      'MARINES',
      'COAST_GUARD',
    ]);
  });
});

describe('lumocCodeFor', () => {
  it('gives the VA list’s spelling of catalogue codes', () => {
    expect(lumocCodeFor({ branch: 'NAVY', kind: 'officer', code: '1110' })).toBe('111');
    expect(lumocCodeFor({ branch: 'AIR_FORCE', kind: 'officer', code: '11F' })).toBe('11FXX');
    expect(lumocCodeFor({ branch: 'AIR_FORCE', kind: 'enlisted', code: '3D0X2' })).toBe('3D0X2');
    expect(lumocCodeFor({ branch: 'ARMY', kind: 'enlisted', code: '11B' })).toBe('11B');
  });
});
