import { RESUME_TEMPLATES, type ResumeTemplate } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { longResumeData } from '../test/long-resume';
import { readPdf } from '../test/pdf-text';
import { PDF_PAGE, renderResumePdf } from './resume-pdf';

const data = longResumeData();
const bullets = data.workExperience.flatMap((job) => job.description);

describe.each(RESUME_TEMPLATES)('the %s template as a PDF', (template: ResumeTemplate) => {
  it('has letter pages, every bullet whole on one page in order, and text inside the 0.5 in margins', async () => {
    const bytes = await renderResumePdf(data, template);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);

    for (const page of pages) {
      expect([page.width, page.height]).toEqual([612, 792]);
      for (const item of page.items) {
        expect(item.x, item.text).toBeGreaterThanOrEqual(PDF_PAGE.margin - 0.5);
        expect(item.x + item.width, item.text).toBeLessThanOrEqual(page.width - PDF_PAGE.margin + 0.5);
        // The baseline with descenders stays above the bottom margin, the top of the line below the top one.
        expect(item.y - item.height * 0.25, item.text).toBeGreaterThanOrEqual(PDF_PAGE.margin - 0.5);
        expect(item.y + item.height, item.text).toBeLessThanOrEqual(page.height - PDF_PAGE.margin + 0.5);
      }
    }

    // Each bullet is on exactly one page, whole (never split across two), and the pages keep the resume's order.
    const pageOf = bullets.map((bullet) => {
      const found = pages.flatMap((page, index) => (page.text.includes(bullet) ? [index] : []));
      expect(found, bullet).toHaveLength(1);
      return found[0]!;
    });
    expect(pageOf).toEqual([...pageOf].sort((a, b) => a - b));
    expect(new Set(pageOf).size).toBeGreaterThanOrEqual(2);

    // An entry's title is on the page of its first bullet.
    data.workExperience.forEach((job, index) => {
      const title = `${job.title}, ${job.company}`;
      expect(pages[pageOf[index * 6]!]!.text, title).toContain(title);
    });

    const all = pages.map((page) => page.text).join(' ');
    expect(all.toLowerCase()).toContain('jordan rivera');
    for (const text of [
      'https://jordan.example.com',
      'jordan.rivera@example.com',
      'University of Texas',
      'Jan 2010 – Jan 2011',
    ])
      expect(all).toContain(text);
    expect(all).toContain('Project Management Professional, PMI');
  });
});

describe('the PDF file', () => {
  it('embeds its fonts (a subset of Source Sans 3), so the text looks and extracts the same everywhere', async () => {
    const bytes = (await renderResumePdf(data, 'modern')).toString('latin1');
    expect(bytes).toMatch(/\/FontFile2|\/FontFile3/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3/);
    expect(bytes).toContain('/ToUnicode');
  });

  it('makes one page of a short resume', async () => {
    const short = { ...data, workExperience: data.workExperience.slice(0, 1) };
    const { pages } = await readPdf(await renderResumePdf(short, 'professional'));
    expect(pages).toHaveLength(1);
  });
});
