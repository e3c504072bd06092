import { describe, expect, it } from 'vitest';
import {
  cleanDocumentName,
  DOCUMENT_MESSAGES,
  documentUpdateSchema,
  uploadedFileName,
  usagePercent,
} from './documents';

describe('vault rules shared by the API and the screen', () => {
  it('names the size limit as the list writes sizes, and caps the percent at 100', () => {
    expect(DOCUMENT_MESSAGES.tooLarge(25 * 1024 * 1024)).toBe(
      'This file is larger than 25.0 MB, the limit per file.',
    );
    expect(DOCUMENT_MESSAGES.tooLarge(1000)).toBe(
      'This file is larger than 1,000 bytes, the limit per file.',
    );
    expect(usagePercent(0, 1073741824)).toBe(0);
    expect(usagePercent(536870912, 1073741824)).toBe(50);
    expect(usagePercent(2 * 1073741824, 1073741824)).toBe(100);
  });

  it('cleans names for display and keeps only the last part of an uploaded path', () => {
    expect(cleanDocumentName('  DD-214\u202E.pdf\u0000 ')).toBe('DD-214.pdf');
    expect(uploadedFileName('C:\\Users\\me\\scan.pdf')).toBe('scan.pdf');
    expect(uploadedFileName('../../etc/passwd')).toBe('passwd');
  });

  it('refuses unknown categories, path-like and overlong names, and broken text', () => {
    const problems = (value: unknown) =>
      documentUpdateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ category: 'Secret' })).toEqual([DOCUMENT_MESSAGES.unknownCategory]);
    expect(problems({ name: 'a'.repeat(1000) })).toEqual([DOCUMENT_MESSAGES.nameTooLong]);
    expect(problems({ name: 'a/b' })).toEqual([DOCUMENT_MESSAGES.nameWithPath]);
    expect(problems({ notes: 'half \ud800 pair' })).toHaveLength(1);
    expect(problems({ category: 'Claims', notes: 'Filed 2024', name: 'Rating letter.pdf' })).toEqual([]);
  });
});
