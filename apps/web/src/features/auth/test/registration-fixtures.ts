import { fireEvent, screen } from '@testing-library/react';
import { infantryTwoPaths } from '../../../test/fixtures/mos';
import { makeAuthSession } from '../../../test/fixtures/auth';
import { makeProfile } from '../../../test/fixtures/profiles';
import { stubApi, type ApiRoutes } from '../../../test/stub-api';
import { TEST_USER } from '../../../test/render-route';

export const SIGN_UP = 'POST /auth/sign-up/email';
export const SIGN_IN = 'POST /auth/sign-in/email';
export const CREATE_PROFILE = 'POST /veteran-profiles';
export const TRANSLATE_11B = 'GET /mos/11B';

/** The API as a successful registration sees it; tests override single routes. */
export function stubRegistrationApi(overrides: ApiRoutes = {}) {
  return stubApi({
    [TRANSLATE_11B]: { status: 200, body: infantryTwoPaths },
    [SIGN_UP]: { status: 200, body: makeAuthSession({ token: 'token-new', user: TEST_USER }) },
    [CREATE_PROFILE]: { status: 201, body: makeProfile() },
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
