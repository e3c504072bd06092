import { RESUME_PAPER, type ResumeData, type ResumeTemplate } from '@waypoint/shared';
import {
  letterPdf,
  PDF_MUTED as MUTED,
  POINTS_PER_INCH,
  textHeight as height,
  use,
} from '../../../lib/pdf/pdf-layout';
import { resumeOutline, type OutlineEntry, type OutlineSection } from './resume-outline';

export const PDF_PAGE = {
  width: RESUME_PAPER.widthIn * POINTS_PER_INCH,
  height: RESUME_PAPER.heightIn * POINTS_PER_INCH,
  margin: RESUME_PAPER.marginIn * POINTS_PER_INCH,
} as const;
const LEFT = PDF_PAGE.margin;
const WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
const BOTTOM = PDF_PAGE.height - PDF_PAGE.margin;

interface TemplateLook {
  /** Section titles, and the name where the template colours it. */
  accent: string;
  name: string;
  header: 'centered' | 'bar' | 'band' | 'rule';
  sectionTitle: 'rule' | 'plain' | 'marked' | 'band';
  upperName: boolean;
  headline: { color: string; bold: boolean };
}

/** Each template's look in the preview's colours (`print/resume-styles.ts` on the web). */
const LOOKS: Record<ResumeTemplate, TemplateLook> = {
  professional: {
    accent: '#112e51',
    name: '#1b1b1b',
    header: 'centered',
    sectionTitle: 'rule',
    upperName: false,
    headline: { color: '#1b1b1b', bold: false },
  },
  modern: {
    accent: '#005ea2',
    name: '#005ea2',
    header: 'bar',
    sectionTitle: 'plain',
    upperName: false,
    headline: { color: '#1b1b1b', bold: false },
  },
  creative: {
    accent: '#54278f',
    name: '#ffffff',
    header: 'band',
    sectionTitle: 'marked',
    upperName: false,
    headline: { color: '#ffffff', bold: false },
  },
  military: {
    accent: '#112e51',
    name: '#112e51',
    header: 'rule',
    sectionTitle: 'band',
    upperName: true,
    headline: { color: '#5c4809', bold: true },
  },
};

const SIZE = { name: 20, headline: 11.5, contact: 9.5, section: 11, body: 10.5, meta: 9.5 };
const BULLET_INDENT = 14;

type Doc = PDFKit.PDFDocument;

/**
 * A resume as a PDF: letter pages with 0.5 in margins, real text in an embedded font, laid out line by line.
 * Pages break only between lines: a bullet is never split (it is at most 300 characters, a few lines), an
 * entry's heading stays with its first bullet, and a section title with the start of its first entry.
 */
export function renderResumePdf(data: ResumeData, template: ResumeTemplate): Promise<Buffer> {
  const outline = resumeOutline(data, template);
  const look = LOOKS[template];
  const { doc, done } = letterPdf({
    margin: PDF_PAGE.margin,
    title: `${outline.name} – Resume`,
    author: outline.name,
  });

  drawHeader(doc, outline, look);
  for (const section of outline.sections) drawSection(doc, section, look);
  doc.end();
  return done;
}

/** Starts a new page unless `needed` points still fit above the bottom margin. */
function keepTogether(doc: Doc, needed: number): void {
  if (doc.y + needed > BOTTOM && doc.y > PDF_PAGE.margin) doc.addPage();
}

function drawHeader(doc: Doc, outline: ReturnType<typeof resumeOutline>, look: TemplateLook): void {
  const name = look.upperName ? outline.name.toUpperCase() : outline.name;
  const align = look.header === 'centered' ? 'center' : 'left';
  const inset = look.header === 'bar' ? 16 : look.header === 'band' ? 12 : 0;
  const x = LEFT + inset;
  const width = WIDTH - 2 * inset;
  const top = PDF_PAGE.margin;
  const headlineFace = look.headline.bold ? 'bold' : 'regular';
  const contact = contactLines(doc, outline.contact, width).join('\n');

  const blockHeight =
    height(doc, 'bold', SIZE.name, name, width) +
    (outline.headline ? 2 + height(doc, headlineFace, SIZE.headline, outline.headline, width) : 0) +
    (contact ? 4 + height(doc, 'regular', SIZE.contact, contact, width) : 0);
  const pad = look.header === 'band' ? 10 : 0;
  if (look.header === 'band') {
    doc.roundedRect(LEFT, top, WIDTH, blockHeight + 2 * pad, 4).fill(look.accent);
  }
  if (look.header === 'bar') doc.rect(LEFT, top, 6, blockHeight).fill(look.accent);

  doc.y = top + pad;
  use(doc, 'bold', SIZE.name, look.name).text(name, x, doc.y, {
    width,
    align,
    characterSpacing: look.upperName ? 0.6 : 0,
  });
  if (outline.headline) {
    doc.y += 2;
    use(doc, headlineFace, SIZE.headline, look.headline.color).text(outline.headline, x, doc.y, {
      width,
      align,
    });
  }
  if (contact) {
    doc.y += 4;
    const color = look.header === 'band' ? '#ffffff' : MUTED;
    use(doc, 'regular', SIZE.contact, color).text(contact, x, doc.y, { width, align });
  }
  doc.y = top + blockHeight + 2 * pad;
  if (look.header === 'rule') {
    doc.y += 6;
    doc.rect(LEFT, doc.y, WIDTH, 3).fill(look.accent);
    doc.y += 3;
  }
}

/** The contact details in lines that break between items, never inside an address. */
function contactLines(doc: Doc, items: string[], width: number): string[] {
  const separator = '   |   ';
  use(doc, 'regular', SIZE.contact);
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last !== undefined && doc.widthOfString(last + separator + item) <= width) {
      lines[lines.length - 1] = last + separator + item;
    } else lines.push(item);
  }
  return lines;
}

/** The height a section title takes, drawn or not. */
function titleHeight(doc: Doc, look: TemplateLook, title: string): number {
  const text = height(doc, 'bold', SIZE.section, title.toUpperCase(), WIDTH);
  return 12 + text + (look.sectionTitle === 'band' ? 4 : look.sectionTitle === 'rule' ? 3.5 : 0) + 4;
}

function drawSectionTitle(doc: Doc, look: TemplateLook, title: string): void {
  doc.y += 12;
  const text = title.toUpperCase();
  const spacing = look.sectionTitle === 'marked' ? 1.3 : 0.6;
  if (look.sectionTitle === 'band') {
    const bandHeight = height(doc, 'bold', SIZE.section, text, WIDTH - 12) + 4;
    doc.rect(LEFT, doc.y, WIDTH, bandHeight).fill(look.accent);
    use(doc, 'bold', SIZE.section, '#ffffff').text(text, LEFT + 6, doc.y + 2, {
      width: WIDTH - 12,
      characterSpacing: spacing,
    });
    doc.y += 2;
  } else if (look.sectionTitle === 'marked') {
    const start = doc.y;
    use(doc, 'bold', SIZE.section, look.accent).text(text, LEFT + 10, start, {
      width: WIDTH - 10,
      characterSpacing: spacing,
    });
    doc.rect(LEFT, start, 2.5, doc.y - start).fill('#d5bfff');
  } else {
    use(doc, 'bold', SIZE.section, look.accent).text(text, LEFT, doc.y, {
      width: WIDTH,
      characterSpacing: spacing,
    });
    if (look.sectionTitle === 'rule') {
      doc.y += 2;
      doc.rect(LEFT, doc.y, WIDTH, 1.5).fill(look.accent);
      doc.y += 1.5;
    }
  }
  doc.y += 4;
}

function drawSection(doc: Doc, section: OutlineSection, look: TemplateLook): void {
  const lineHeight = height(doc, 'regular', SIZE.body, 'Xg', WIDTH);
  if (section.kind === 'entries') {
    keepTogether(doc, titleHeight(doc, look, section.title) + entryHeadHeight(doc, section.entries[0]!));
    drawSectionTitle(doc, look, section.title);
    section.entries.forEach((entry) => drawEntry(doc, entry));
    return;
  }
  const text = section.kind === 'text' ? section.text : section.skills.join('   ·   ');
  // The title with at least the first two lines of its text; a long summary then breaks between lines.
  keepTogether(
    doc,
    titleHeight(doc, look, section.title) +
      Math.min(2 * lineHeight, height(doc, 'regular', SIZE.body, text, WIDTH)),
  );
  drawSectionTitle(doc, look, section.title);
  use(doc, 'regular', SIZE.body).text(text, LEFT, doc.y, { width: WIDTH, lineGap: 1 });
}

function bulletHeight(doc: Doc, bullet: string): number {
  return height(doc, 'regular', SIZE.body, bullet, WIDTH - BULLET_INDENT) + 1;
}

/** The entry's title row, detail line and first bullet: what must share a page. */
function entryHeadHeight(doc: Doc, entry: OutlineEntry): number {
  const dates = entry.dates ? use(doc, 'regular', SIZE.meta).widthOfString(entry.dates) + 8 : 0;
  const title = height(doc, 'bold', SIZE.body, entry.title || ' ', WIDTH - dates);
  const detail = entry.detail ? height(doc, 'regular', SIZE.meta, entry.detail, WIDTH) : 0;
  const first = entry.bullets[0] ? 2 + bulletHeight(doc, entry.bullets[0]) : 0;
  return title + detail + first;
}

function drawEntry(doc: Doc, entry: OutlineEntry): void {
  keepTogether(doc, entryHeadHeight(doc, entry));
  const top = doc.y;
  let titleBottom = top;
  if (entry.dates) {
    const datesWidth = use(doc, 'regular', SIZE.meta).widthOfString(entry.dates);
    use(doc, 'regular', SIZE.meta, MUTED).text(entry.dates, LEFT + WIDTH - datesWidth, top + 1, {
      width: datesWidth + 1,
      lineBreak: false,
    });
    titleBottom = doc.y;
    use(doc, 'bold', SIZE.body).text(entry.title, LEFT, top, { width: WIDTH - datesWidth - 8 });
  } else {
    use(doc, 'bold', SIZE.body).text(entry.title, LEFT, top, { width: WIDTH });
  }
  doc.y = Math.max(doc.y, titleBottom);
  if (entry.detail) use(doc, 'regular', SIZE.meta, MUTED).text(entry.detail, LEFT, doc.y, { width: WIDTH });
  if (entry.bullets.length) doc.y += 2;
  for (const bullet of entry.bullets) {
    keepTogether(doc, bulletHeight(doc, bullet));
    const y = doc.y;
    use(doc, 'regular', SIZE.body).text('•', LEFT + 4, y, { width: BULLET_INDENT - 4, lineBreak: false });
    doc.text(bullet, LEFT + BULLET_INDENT, y, { width: WIDTH - BULLET_INDENT });
    doc.y += 1;
  }
  doc.y += 8;
}
