import { PRINT_WAIT_MS } from '@waypoint/shared/resume/export-rules';
import { PRINT_PAGE_CSS, RESUME_DOCUMENT_CSS } from './resume-styles';

export type PrintOutcome = 'printed' | 'blocked' | 'failed';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The print-ready page: the preview's own markup with the document styles and the letter-size page rules. */
export function printDocumentHtml(title: string, documentMarkup: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${RESUME_DOCUMENT_CSS}${PRINT_PAGE_CSS}</style></head><body>${documentMarkup}</body></html>`;
}

/**
 * Opens a new window, writes the print-ready page and invokes print once its fonts are ready, at the latest
 * PRINT_WAIT_MS after writing (the spec's print wait). No server call: the page is built here.
 */
export async function printResume(title: string, documentMarkup: string): Promise<PrintOutcome> {
  const printWindow = window.open('', '_blank');
  if (!printWindow) return 'blocked';
  try {
    printWindow.document.open();
    printWindow.document.write(printDocumentHtml(title, documentMarkup));
    printWindow.document.close();
    const fontsReady = printWindow.document.fonts?.ready ?? Promise.resolve();
    await Promise.race([fontsReady, new Promise((resolve) => setTimeout(resolve, PRINT_WAIT_MS))]);
    printWindow.focus();
    printWindow.print();
    return 'printed';
  } catch {
    return 'failed';
  }
}
