import { findMilitaryTerms, type ResumePrefill } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { createSampleProfile, seedInfantryWording } from './test/resume-requests';

describe("a new resume's prefill", () => {
  it("starts from the veteran profile and the catalogue's civilian wording of its MOS", async () => {
    await seedInfantryWording();
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createSampleProfile(app, session, { skills: ['Land navigation', 'Team leadership'] });

    const response = await app.inject({
      method: 'GET',
      url: '/api/resumes/prefill',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const prefill = response.json<ResumePrefill>();
    expect(prefill).toEqual({
      hasProfile: true,
      personalInfo: {
        fullName: 'Jordan Rivera',
        email: session.user.email,
        phone: '+15125550123',
        location: 'Austin, TX',
      },
      skills: ['Land navigation', 'Team leadership'],
      occupation: { code: '11B', title: 'Infantryman', branchLabel: 'U.S. Army' },
      // One person's job title, not the occupation's plural SOC title ("Security Guards").
      headlines: ['Security Guard', 'Operations Manager'],
      bullets: [expect.stringMatching(/^Works in a nine-person team under pressure/)],
    });
    // 11B's bullet is written in civilian words: the resume builder's own wording check finds nothing in it.
    for (const bullet of prefill.bullets) expect(findMilitaryTerms(bullet), bullet).toEqual([]);
  });

  it('offers only the account address when there is no profile', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/resumes/prefill',
      headers: session.headers,
    });
    expect(response.json<ResumePrefill>()).toMatchObject({
      hasProfile: false,
      personalInfo: { fullName: '', email: session.user.email },
      headlines: [],
      bullets: [],
      occupation: null,
    });
  });
});
