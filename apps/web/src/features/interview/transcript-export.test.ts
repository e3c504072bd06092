import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from './test/interview-fixtures';
import { printTranscript } from './transcript-export';

afterEach(() => vi.restoreAllMocks());

describe('printTranscript', () => {
  it('writes the transcript, escaped, into a print window and prints it', () => {
    const written: string[] = [];
    const print = vi.fn();
    const printWindow = {
      document: { write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print,
    };
    vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    const session = makeSession();
    session.entries[0]!.response = 'I fixed <script>alert(1)</script> & more';

    expect(printTranscript(session)).toBe(true);
    expect(written.join('')).toContain('I fixed &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(written.join('')).not.toContain('<script>');
    expect(written.join('')).toContain('<title>Interview session 2026-05-01</title>');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('answers false when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(printTranscript(makeSession())).toBe(false);
  });
});
