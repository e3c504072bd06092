import { randomUUID } from 'node:crypto';
import { RESUME_LIMITS, RESUME_MESSAGES, type Resume, type ResumeSummary } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { createResume, postResume, resumeData } from './test/resume-requests';

describe('saved resumes', () => {
  it('creates, lists, reads, replaces and deletes a resume', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const created = await createResume(app, owner);
    expect(created).toMatchObject({ name: 'Operations roles', template: 'modern', version: 1 });
    expect(created.data.workExperience[0]?.description).toEqual([
      'Led a team of 9 through 40 field exercises with no safety incidents.',
    ]);

    const list = await app.inject({ method: 'GET', url: '/api/resumes', headers: owner.headers });
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<ResumeSummary[]>()).toEqual([
      { id: created.id, name: created.name, template: 'modern', updatedAt: created.updatedAt },
    ]);

    const url = `/api/resumes/${created.id}`;
    expect((await app.inject({ method: 'GET', url, headers: owner.headers })).json()).toEqual(created);

    const data = resumeData({ summary: 'Logistics manager.' });
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'Logistics', template: 'military', data, version: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Resume>()).toMatchObject({ name: 'Logistics', template: 'military', version: 2 });
    expect(put.json<Resume>().data.summary).toBe('Logistics manager.');

    const deleted = await app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
  });

  it('keeps several resumes per user, most recently changed first', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const first = await createResume(app, owner, 'First');
    const second = await createResume(app, owner, 'Second');
    await app.inject({
      method: 'PUT',
      url: `/api/resumes/${first.id}`,
      headers: owner.headers,
      payload: { name: 'First again', template: 'creative', data: resumeData(), version: 1 },
    });
    const list = await app.inject({ method: 'GET', url: '/api/resumes', headers: owner.headers });
    expect(list.json<ResumeSummary[]>().map((resume) => resume.id)).toEqual([first.id, second.id]);
  });

  it('answers 409 to a save from an older version and keeps the newer one', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const created = await createResume(app, owner);
    const save = (summary: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/resumes/${created.id}`,
        headers: owner.headers,
        payload: { name: created.name, template: 'modern', data: resumeData({ summary }), version: 1 },
      });
    expect((await save('From the first tab.')).statusCode).toBe(200);
    const stale = await save('From the second tab.');
    expect(expectErrorBody(stale, 409, 'CONFLICT').message).toBe(RESUME_MESSAGES.conflict);
    const stored = await app.inject({
      method: 'GET',
      url: `/api/resumes/${created.id}`,
      headers: owner.headers,
    });
    expect(stored.json<Resume>()).toMatchObject({ version: 2, data: { summary: 'From the first tab.' } });
  });

  it(`refuses a resume beyond ${RESUME_LIMITS.resumesPerUser} per user`, async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    await app.database.db.insert(resumes).values(
      Array.from({ length: RESUME_LIMITS.resumesPerUser }, (_, index) => ({
        userId: owner.user.id,
        name: `Resume ${index}`,
        template: 'professional' as const,
        data: { ...resumeData(), headline: '', education: [], skills: [], certifications: [] } as never,
      })),
    );
    const response = await postResume(app, owner, { name: 'One more', data: resumeData() });
    expect(expectErrorBody(response, 409, 'CONFLICT').message).toBe(RESUME_MESSAGES.tooManyResumes);
  });

  it('answers 404 for an unknown id and for an id that is no UUID', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: owner.headers });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(RESUME_MESSAGES.notFound);
    }
  });
});

describe("another account's resumes", () => {
  it('cannot be listed, read, changed or deleted: they answer 404 and stay as they were', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const created = await createResume(app, owner);
    const url = `/api/resumes/${created.id}`;

    const list = await app.inject({ method: 'GET', url: '/api/resumes', headers: other.headers });
    expect(list.json()).toEqual([]);
    const attempts = [
      app.inject({ method: 'GET', url, headers: other.headers }),
      app.inject({
        method: 'PUT',
        url,
        headers: other.headers,
        payload: { name: 'Taken', template: 'modern', data: resumeData({ summary: 'Changed.' }), version: 1 },
      }),
      app.inject({ method: 'DELETE', url, headers: other.headers }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(RESUME_MESSAGES.notFound);
    }
    const stored = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(stored.json()).toEqual(created);
  });
});
