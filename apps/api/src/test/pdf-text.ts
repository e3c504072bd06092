import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  text: string;
  /** From the page's left edge, in points. */
  x: number;
  /** The baseline, from the page's bottom edge, in points. */
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** The page's text in reading order, whitespace collapsed (lines joined with a space). */
  text: string;
}

/** Reads a PDF back as text, page by page, with each text item's position (what a text extractor sees). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PdfPage[] }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({
        text: item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        height: item.height,
      });
    }
    pages.push({
      width,
      height,
      items,
      text: items
        .map((item) => item.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    });
  }
  await pdf.destroy();
  return { pages };
}
