import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANCHES } from '../core/branches';
import { parseCsvRecords } from './csv';
import { LUMOC_SERVICE_TO_BRANCH } from './lumoc';
import {
  explainMosCodeFormat,
  MOS_MESSAGES,
  mosCodeSchema,
  normalizeMosCode,
  servicesForMosCode,
  validateMosCodeFormat,
} from './mos-format';
import { skipWithoutReferenceData } from '../core/testing/reference-data';

// The VA's list lives beside the repository (../shared/data from the repo root), never inside it.
const LUMOC_PATH = fileURLToPath(
  new URL('../../../../../shared/data/military-occupations/luMOC.csv', import.meta.url),
);
const skipLumoc = skipWithoutReferenceData([LUMOC_PATH], 'the real-code format check');

const ARMY_MESSAGE = 'Enter a valid MOS code (e.g. 11B)';

describe.skipIf(skipLumoc)('every code in the VA list (luMOC.csv) is valid for its own service', () => {
  it('accepts all 1,889 codes', () => {
    const records = parseCsvRecords(readFileSync(LUMOC_PATH, 'utf8'));
    expect(records).toHaveLength(1889);
    const rejected = records.filter((record) => {
      const branch = LUMOC_SERVICE_TO_BRANCH[record.service ?? ''];
      return !branch || validateMosCodeFormat(record.code ?? '', branch) !== null;
    });
    expect(rejected.map((record) => `${record.service} ${record.code}`)).toEqual([]);
  });
});

describe('Army, National Guard, Reserves and no branch', () => {
  it.each(['1B', 'ABC', '111', '11B12'])('rejects %s for the Army with the spec message', (code) => {
    expect(validateMosCodeFormat(code, 'ARMY')).toBe(ARMY_MESSAGE);
    expect(validateMosCodeFormat(code)).toBe(ARMY_MESSAGE);
  });

  it.each(['11B', '11C', '11X', '68W', '92Y', '68WM6', '66C7T', '255A', '915A', '35D'])(
    'accepts %s',
    (code) => {
      expect(validateMosCodeFormat(code, 'ARMY')).toBeNull();
      expect(validateMosCodeFormat(code, null)).toBeNull();
    },
  );

  it('uses the Army message for the Guard and Reserves, which also accept their other services’ codes', () => {
    expect(validateMosCodeFormat('3D0X2', 'NATIONAL_GUARD')).toBeNull();
    expect(validateMosCodeFormat('0311', 'RESERVES')).toBeNull();
    expect(validateMosCodeFormat('ABCDEF', 'NATIONAL_GUARD')).toBe(ARMY_MESSAGE);
    expect(validateMosCodeFormat('ABCDEF', 'RESERVES')).toBe(ARMY_MESSAGE);
    expect(validateMosCodeFormat('0311')).toBe(ARMY_MESSAGE);
  });
});

describe('other branches use their own formats and examples', () => {
  const cases = [
    {
      branch: 'MARINES',
      valid: ['0311', '0621', '3043', '7509'],
      invalid: ['311', '11B', 'HM'],
      example: '0311',
    },
    {
      branch: 'NAVY',
      valid: ['HM', 'ABH', 'ET(NUC)', 'MM(SURF)', '111', '1110', '7110'],
      invalid: ['11B', 'H', 'HMCS', '11100', '0311'],
      example: 'HM',
    },
    {
      branch: 'AIR_FORCE',
      valid: ['3D0X2', '1A8X1', '4J0XA', '3D052', 'K1A1X1', '11F', '11F3B', '11FXX', '17D'],
      invalid: ['0311', 'HM', '3D0X'],
      example: '3D0X2',
    },
    {
      branch: 'COAST_GUARD',
      valid: ['BM', 'AST', '04', '010'],
      invalid: ['0311', '3D0X2', 'B'],
      example: 'BM',
    },
    {
      branch: 'SPACE_FORCE',
      valid: ['5C0X1', '1C6X1', '1N0X1', '13S', '17S', '62E', '63A'],
      invalid: ['0311', 'HM', '5C0'],
      example: '5C0X1',
    },
  ] as const;

  it.each(cases)('$branch', ({ branch, valid, invalid, example }) => {
    for (const code of valid) expect(validateMosCodeFormat(code, branch), code).toBeNull();
    for (const code of invalid)
      expect(validateMosCodeFormat(code, branch), code).toBe(`Enter a valid MOS code (e.g. ${example})`);
  });

  it('has a rule for every branch', () => {
    for (const branch of BRANCHES) expect(typeof validateMosCodeFormat('?', branch)).toBe('string');
  });
});

describe('a code another service’s format fits (the translation form)', () => {
  it('names the service whose format a code has, from the format rules', () => {
    expect(servicesForMosCode('0311')).toEqual(['MARINES']);
    expect(servicesForMosCode(' hm ')).toEqual(['NAVY', 'COAST_GUARD']);
    expect(servicesForMosCode('3D0X2')).toEqual(['AIR_FORCE', 'SPACE_FORCE']);
    expect(servicesForMosCode('ABCDEF')).toEqual([]);
  });

  it('says which branch a valid code belongs to, and what the chosen branch’s codes look like', () => {
    expect(explainMosCodeFormat('0311', 'ARMY')).toBe(
      '0311 is a U.S. Marine Corps code. Choose that branch or enter an Army code (e.g. 11B).',
    );
    expect(explainMosCodeFormat('0311', null)).toBe(
      '0311 is a U.S. Marine Corps code. Choose that branch or enter an Army code (e.g. 11B).',
    );
    expect(explainMosCodeFormat('bm', 'MARINES')).toBe(
      'BM is a U.S. Navy or U.S. Coast Guard code. Choose one of those branches or enter a Marine Corps code (e.g. 0311).',
    );
    expect(explainMosCodeFormat('0311', 'AIR_FORCE')).toBe(
      '0311 is a U.S. Marine Corps code. Choose that branch or enter an Air Force code (e.g. 3D0X2).',
    );
    expect(explainMosCodeFormat('HM', 'NATIONAL_GUARD')).toBe(
      'HM is a U.S. Navy or U.S. Coast Guard code. Choose one of those branches or enter an Army National Guard code (e.g. 11B).',
    );
  });

  it('keeps the format message for a code no service uses, and says nothing about a valid one', () => {
    expect(explainMosCodeFormat('ABCDEF', 'MARINES')).toBe('Enter a valid MOS code (e.g. 0311)');
    expect(explainMosCodeFormat('0311', 'MARINES')).toBeNull();
    expect(explainMosCodeFormat('0311', 'RESERVES')).toBeNull();
  });
});

describe('normalization', () => {
  it('trims and upper-cases before checking', () => {
    expect(normalizeMosCode('  11b ')).toBe('11B');
    expect(validateMosCodeFormat(' 68w\t', 'ARMY')).toBeNull();
    expect(validateMosCodeFormat(' hm ', 'NAVY')).toBeNull();
  });

  it('is idempotent', () => {
    for (const code of [' 11b ', 'et(nuc)', '3d0x2 ', '', 'ÄbC']) {
      expect(normalizeMosCode(normalizeMosCode(code))).toBe(normalizeMosCode(code));
    }
  });
});

describe('mosCodeSchema', () => {
  it('requires a code and reports only the required message when empty', () => {
    const result = mosCodeSchema('ARMY').safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MOS_MESSAGES.required]);
  });

  it('returns the normalized code or the branch message', () => {
    expect(mosCodeSchema('ARMY').parse(' 11b ')).toBe('11B');
    expect(mosCodeSchema('MARINES').parse('0311')).toBe('0311');
    const result = mosCodeSchema('MARINES').safeParse('11B');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a valid MOS code (e.g. 0311)',
    ]);
  });

  it('keeps the spec texts exactly', () => {
    expect(MOS_MESSAGES).toEqual({
      required: 'MOS code is required',
      unknown: 'We do not recognize that MOS code yet',
      translateRequired: 'MOS code is required.',
      translationNotFound:
        'We could not find a translation for that MOS code. Double-check the code and try again.',
      translationNetwork: 'We had trouble contacting the translation service. Please try again later.',
      translationError: 'Translation service returned an error.',
    });
  });
});
