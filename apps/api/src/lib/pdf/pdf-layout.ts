import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * What every PDF the API makes shares (the resume, the plan): pdfkit, letter pages, Source Sans 3 embedded as a
 * subset of the glyphs used, so every reader shows and extracts the same text, and the helpers that lay text out
 * line by line.
 */

export const POINTS_PER_INCH = 72;

// Source Sans 3 (SIL Open Font License). Read once: the files do not change while the API runs.
const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/source-sans-3/files/${file}`));
export const PDF_FONTS = {
  regular: font('source-sans-3-latin-400-normal.woff'),
  bold: font('source-sans-3-latin-700-normal.woff'),
  italic: font('source-sans-3-latin-400-italic.woff'),
};
export type PdfFace = keyof typeof PDF_FONTS;

export const PDF_TEXT = '#1b1b1b';
export const PDF_MUTED = '#3d4551';

type Doc = PDFKit.PDFDocument;

/**
 * A letter-size document with the fonts registered, and its bytes once `doc.end()` is called. `margin` in points on
 * every side.
 */
export function letterPdf(options: { margin: number; title: string; author: string }): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const { margin } = options;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Creator: 'Waypoint' },
  });
  for (const face of Object.keys(PDF_FONTS) as PdfFace[]) doc.registerFont(face, PDF_FONTS[face]);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Sets the face, size and colour the next text is drawn in. */
export function use(doc: Doc, face: PdfFace, size: number, color = PDF_TEXT): Doc {
  return doc.font(face).fontSize(size).fillColor(color);
}

/** The height `text` takes in that face and size, wrapped to `width`. */
export function textHeight(doc: Doc, face: PdfFace, size: number, text: string, width: number): number {
  return use(doc, face, size).heightOfString(text, { width });
}
