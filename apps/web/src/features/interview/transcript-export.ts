import { formatTranscript, type TranscriptSession } from '@waypoint/shared/interview/transcript';
import { saveTextFile } from '../../lib/save-file';

export const PRINT_WINDOW_BLOCKED = 'We could not open the print window. Please allow pop-ups for this site.';

const fileDay = (session: TranscriptSession) => session.startedAt.slice(0, 10);

/** The transcript as a text file, named by the session's day. */
export function exportTranscriptText(session: TranscriptSession): void {
  saveTextFile(formatTranscript(session), `interview-session-${fileDay(session)}.txt`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The transcript in a print-ready window whose print dialog saves it as PDF, as the resume export does (no
 * server call). False when the browser blocked the window.
 */
export function printTranscript(session: TranscriptSession): boolean {
  const printWindow = window.open('', '_blank');
  if (!printWindow) return false;
  printWindow.document.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Interview session ${fileDay(session)}</title></head>` +
      `<body><pre style="white-space:pre-wrap;font:12pt/1.4 Georgia,serif">${escapeHtml(formatTranscript(session))}</pre></body></html>`,
  );
  printWindow.document.close();
  printWindow.focus();
  printWindow.print();
  return true;
}
