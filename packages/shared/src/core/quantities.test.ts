import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize } from './quantities';

describe('formatCount', () => {
  it.each([
    [0, 'day', undefined, '0 days'],
    [1, 'day', undefined, '1 day'],
    [2, 'day', undefined, '2 days'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1250, 'job', undefined, '1,250 jobs'],
    [1.5, 'hour', undefined, '1.5 hours'],
  ] as const)('%d %s reads "%s"', (count, one, other, expected) => {
    expect(formatCount(count, one, other)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [21 * 1024 + 300, '21 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [1024 * 1024 * 1.25, '1.3 MB'],
    [25 * 1024 * 1024, '25.0 MB'],
    [1073741824, '1.0 GB'],
    [1.5 * 1073741824, '1.5 GB'],
  ])('%d bytes reads "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('never shows a file under 1 MB as "0.0 MB"', () => {
    for (const bytes of [1, 900, 5_000, 21_504, 500_000, 1_000_000])
      expect(formatFileSize(bytes)).not.toMatch(/MB$/);
  });
});
