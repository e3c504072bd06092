import { fireEvent, screen } from '@testing-library/react';
import type { OccupationReference } from '@waypoint/shared';
import { makeVeteranProfile } from '../../../test/veteran-profile-data';
import { stubApi, type ApiRoutes } from '../../../test/stub-api';
import { TEST_USER } from '../../../test/render-route';

export const infantry: OccupationReference = {
  code: '11B',
  branch: 'ARMY',
  title: 'Infantry',
  description: 'Fights as part of a rifle squad.',
  jobTitles: ['Police Patrol Officers', 'Emergency Management Directors', 'Security Managers'],
  careerPaths: [
    {
      title: 'Emergency Management Directors',
      summary: 'Plan for disasters and emergencies.',
      salaryRange: '$62,000–$96,000',
      demand: 'Medium',
      nextSteps: ['Complete FEMA independent-study courses', 'Apply for county roles'],
    },
    {
      title: 'Police Patrol Officers',
      summary: 'Protect lives and property.',
      salaryRange: '$48,000–$80,000',
      demand: 'High',
      nextSteps: ['Pass the civil service exam'],
    },
  ],
  demandSummary: 'High demand',
};

export const SIGN_UP = 'POST /auth/sign-up/email';
export const SIGN_IN = 'POST /auth/sign-in/email';
export const CREATE_PROFILE = 'POST /veteran-profiles';
export const TRANSLATE_11B = 'GET /mos/11B';

/** The API as a successful registration sees it; tests override single routes. */
export function stubRegistrationApi(overrides: ApiRoutes = {}) {
  return stubApi({
    [TRANSLATE_11B]: { status: 200, body: infantry },
    [SIGN_UP]: { status: 200, body: { token: 'token-new', user: TEST_USER } },
    [CREATE_PROFILE]: { status: 201, body: makeVeteranProfile() },
    ...overrides,
  });
}

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const field = (name: RegExp) => screen.getByLabelText(name);

/** Fills every field validly (fast: change events, not typing); the caller may change fields afterwards. */
export function fillValidRegistration() {
  change(field(/^First name/), ' Dana ');
  change(field(/^Last name/), 'Reyes');
  change(field(/^Email/), ' Dana.Reyes@Example.com ');
  change(field(/^Phone/), '(555) 555-0123');
  change(field(/^Password/), 'lakeside walk');
  change(field(/^Confirm password/), 'lakeside walk');
  change(field(/^Service branch/), 'ARMY');
  change(field(/^Rank/), 'E-5');
  change(field(/^Discharge status/), 'HONORABLE');
  change(field(/^MOS code/), '11b');
  change(field(/^Service start date/), '2012-06-01');
  change(field(/^Service end date/), '2020-06-01');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Logistics' }));
  change(field(/^Preferred location/), ' Austin, TX ');
  change(field(/^Job alert frequency/), 'DAILY');
}

export const submitRegistration = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
