import type { ResumePrefill } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { descriptionToBullets } from './resume-prefill.service';
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
    expect(response.json<ResumePrefill>()).toEqual({
      hasProfile: true,
      personalInfo: {
        fullName: 'Jordan Rivera',
        email: session.user.email,
        phone: '+15125550123',
        location: 'Austin, TX',
      },
      skills: ['Land navigation', 'Team leadership'],
      occupation: { code: '11B', title: 'Infantryman', branchLabel: 'U.S. Army' },
      headlines: ['Security Guards', 'Operations Managers'],
      bullets: ['Leads small teams in field operations.', 'Maintains equipment worth $2 million.'],
    });
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

describe('descriptionToBullets', () => {
  it('makes one bullet per sentence, each ending in a full stop', () => {
    expect(descriptionToBullets('Plans cargo loads. Supervises loading and airdrop')).toEqual([
      'Plans cargo loads.',
      'Supervises loading and airdrop.',
    ]);
    expect(descriptionToBullets('')).toEqual([]);
  });
});
