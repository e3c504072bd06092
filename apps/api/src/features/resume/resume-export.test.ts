import { RESUME_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { readPdf } from './test/pdf-text';
import { createResume, postResume, resumeData } from './test/resume-requests';
import { docxParagraphs } from './test/zip-entries';

describe('resume downloads', () => {
  it('gives the owner the saved resume as a PDF with real text, as an attachment never cached', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const resume = await createResume(app, owner);
    const response = await app.inject({
      method: 'GET',
      url: `/api/resumes/${resume.id}/export.pdf`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Jordan-Rivera-resume.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { pages } = await readPdf(response.rawPayload);
    expect(pages[0]!.text).toContain('Led a team of 9 through 40 field exercises with no safety incidents.');
  });

  it('gives the owner the saved resume as a DOCX', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const resume = await createResume(app, owner);
    const response = await app.inject({
      method: 'GET',
      url: `/api/resumes/${resume.id}/export.docx`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="Jordan-Rivera-resume.docx"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(docxParagraphs(response.rawPayload)).toContain(
      'Led a team of 9 through 40 field exercises with no safety incidents.',
    );
  });

  it('answers 404 to another account, to an unknown id and to an id that is no UUID', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const resume = await createResume(app, owner);
    for (const format of ['pdf', 'docx']) {
      for (const [session, id] of [
        [other, resume.id],
        [owner, '00000000-0000-4000-8000-000000000000'],
        [owner, 'not-an-id'],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/resumes/${id}/export.${format}`,
          headers: session.headers,
        });
        expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(RESUME_MESSAGES.notFound);
      }
    }
    const anonymous = await app.inject({ method: 'GET', url: `/api/resumes/${resume.id}/export.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 409 with the spec's message until the saved resume has a summary and one experience entry", async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    for (const data of [resumeData({ summary: '  ' }), resumeData({ workExperience: [] })]) {
      const created = await postResume(app, owner, { name: 'Draft', template: 'professional', data });
      expect(created.statusCode, created.body).toBe(201);
      for (const format of ['pdf', 'docx']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/resumes/${created.json().id}/export.${format}`,
          headers: owner.headers,
        });
        expect(expectErrorBody(response, 409, 'CONFLICT').message).toBe(RESUME_MESSAGES.exportRequirement);
      }
    }
  });
});
