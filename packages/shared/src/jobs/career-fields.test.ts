import { describe, expect, it } from 'vitest';
import { careerFieldsOf } from './career-fields';

const ids = (soc: string, wholeGroups = false) =>
  careerFieldsOf(soc, { wholeGroups }).map((field) => field.interest);

describe('the career fields of an occupation', () => {
  it('names the fields that cover the occupation itself or its minor group', () => {
    expect(ids('13-1081')).toEqual(['logistics']);
    expect(ids('43-5071')).toEqual(['logistics']);
    expect(ids('11-3071')).toEqual(['logistics']);
  });

  it('adds fields that only name its major group when asked, after the specific ones', () => {
    expect(ids('11-3071', true)).toEqual(['logistics', 'leadership']);
    expect(ids('15-1252')).toEqual([]);
    expect(ids('15-1252', true)).toEqual(['technology']);
  });

  it('names none for an occupation no field covers', () => {
    expect(ids('47-2111', true)).toEqual([]);
  });
});
