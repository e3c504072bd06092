import { RESUME_TEMPLATES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { longResumeData } from '../test/long-resume';
import { docxParagraphs, zipEntries } from '../test/zip-entries';
import { renderResumeDocx } from './resume-docx';

const data = longResumeData();

describe.each(RESUME_TEMPLATES)('the %s template as a DOCX', (template) => {
  it('holds every section, entry and bullet as its own paragraph, in order', async () => {
    const bytes = await renderResumeDocx(data, template);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const paragraphs = docxParagraphs(bytes);
    const bullets = data.workExperience.flatMap((job) => job.description);
    const positions = bullets.map((bullet) => paragraphs.indexOf(bullet));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(paragraphs).toContain('Operations Role 1, Organization 1\tJan 2010 – Jan 2011');
    for (const title of ['SUMMARY', 'EDUCATION', 'CERTIFICATIONS']) expect(paragraphs).toContain(title);
    expect(paragraphs).toContain(template === 'military' ? 'CORE COMPETENCIES' : 'SKILLS');
    expect(paragraphs).toContain(data.summary);
  });
});

describe('the DOCX file', () => {
  it('is letter size with 0.5 in margins and real bullets', async () => {
    const xml = zipEntries(await renderResumeDocx(data, 'modern'))
      .get('word/document.xml')!
      .toString('utf8');
    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(xml).toMatch(/<w:pgMar w:top="720" w:right="720" w:bottom="720" w:left="720"/);
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:keepNext/>');
  });
});
