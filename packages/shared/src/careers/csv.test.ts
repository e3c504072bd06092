import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('splits plain fields and rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"Boatswain\'s Mate, Deck","He said ""go""","two\nlines"\r\nx,,NULL')).toEqual([
      ["Boatswain's Mate, Deck", 'He said "go"', 'two\nlines'],
      ['x', '', 'NULL'],
    ]);
  });

  it('handles CRLF, a byte-order mark, empty trailing fields and no final newline', () => {
    expect(parseCsv('\uFEFFa,b,\r\n1,2,')).toEqual([
      ['a', 'b', ''],
      ['1', '2', ''],
    ]);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCsv('"open,1\n')).toThrow('CSV ends inside a quoted field');
  });
});

describe('parseCsvRecords', () => {
  it('keys each row by the header', () => {
    expect(parseCsvRecords('code,title\n11B,"Infantryman"\n')).toEqual([
      { code: '11B', title: 'Infantryman' },
    ]);
  });

  it('reports rows with the wrong number of fields', () => {
    expect(() => parseCsvRecords('a,b\n1\n')).toThrow('CSV row 2 has 1 fields, expected 2');
  });
});
