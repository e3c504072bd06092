import type { ResumeData, ResumeTemplate } from '@waypoint/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TabStopType,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import { resumeOutline, type OutlineSection } from './resume-outline';

// Word measures in twentieths of a point: letter paper is 12,240 × 15,840, a 0.5 in margin 720.
const PAGE = { width: 12_240, height: 15_840, margin: 720 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BULLETS = 'resume-bullets';

/** Each template's colours, as in the preview; the DOCX stays a plain, single-column text document. */
const COLOURS: Record<ResumeTemplate, { accent: string; name: string; titleFill?: string }> = {
  professional: { accent: '112E51', name: '1B1B1B' },
  modern: { accent: '005EA2', name: '005EA2' },
  creative: { accent: '54278F', name: '54278F' },
  military: { accent: '112E51', name: '112E51', titleFill: '112E51' },
};

/**
 * A resume as a Word document with the same content and sections as the PDF and the preview: letter pages
 * with 0.5 in margins, real bullets, dates on a right tab stop, and each entry's heading kept with its bullets.
 */
export function renderResumeDocx(data: ResumeData, template: ResumeTemplate): Promise<Buffer> {
  const outline = resumeOutline(data, template);
  const colours = COLOURS[template];
  const centered = template === 'professional' ? AlignmentType.CENTER : AlignmentType.LEFT;

  const header: Paragraph[] = [
    new Paragraph({
      alignment: centered,
      children: [
        new TextRun({
          text: template === 'military' ? outline.name.toUpperCase() : outline.name,
          bold: true,
          size: 40,
          color: colours.name,
        }),
      ],
    }),
  ];
  if (outline.headline) {
    header.push(
      new Paragraph({
        alignment: centered,
        children: [
          new TextRun({
            text: outline.headline,
            size: 23,
            bold: template === 'military',
            color: template === 'military' ? '5C4809' : undefined,
          }),
        ],
      }),
    );
  }
  if (outline.contact.length) {
    header.push(
      new Paragraph({
        alignment: centered,
        children: [new TextRun({ text: outline.contact.join('  |  '), size: 19, color: '3D4551' })],
      }),
    );
  }

  const body = outline.sections.flatMap((section) => [
    sectionTitle(section.title, colours.accent, colours.titleFill),
    ...sectionBody(section),
  ]);

  const document = new Document({
    creator: 'Waypoint',
    title: `${outline.name} – Resume`,
    styles: { default: { document: { run: { font: 'Calibri', size: 21, color: '1B1B1B' } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 280, hanging: 200 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function sectionTitle(title: string, accent: string, fill?: string): Paragraph {
  const options: IParagraphOptions = {
    keepNext: true,
    spacing: { before: 240, after: 80 },
    children: [
      new TextRun({ text: title.toUpperCase(), bold: true, size: 22, color: fill ? 'FFFFFF' : accent }),
    ],
    ...(fill
      ? { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } }
      : { border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: accent, space: 2 } } }),
  };
  return new Paragraph(options);
}

function sectionBody(section: OutlineSection): Paragraph[] {
  if (section.kind === 'text') return [new Paragraph({ text: section.text })];
  if (section.kind === 'skills') return [new Paragraph({ text: section.skills.join('  ·  ') })];
  return section.entries.flatMap((entry) => {
    const lines: Paragraph[] = [
      new Paragraph({
        keepNext: true,
        keepLines: true,
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: entry.title, bold: true }),
          ...(entry.dates ? [new TextRun({ text: `\t${entry.dates}`, size: 19, color: '3D4551' })] : []),
        ],
      }),
    ];
    if (entry.detail) {
      lines.push(
        new Paragraph({
          keepNext: entry.bullets.length > 0,
          children: [new TextRun({ text: entry.detail, size: 19, color: '3D4551' })],
        }),
      );
    }
    // A bullet never splits across pages (keepLines); pages may break between bullets.
    for (const bullet of entry.bullets) {
      lines.push(
        new Paragraph({ text: bullet, keepLines: true, numbering: { reference: BULLETS, level: 0 } }),
      );
    }
    return lines;
  });
}
