import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectProfile } from '../../stores/profiles/api/get-profile';
import { renderRoute, TEST_USER } from '../../test/render-route';
import { infantry, infantryTwoPaths, isSearch, isTranslation } from '../../test/fixtures/mos';
import { careerTargets, emergencyDirectors } from '../../test/fixtures/plan';
import { makeProfile } from '../../test/fixtures/profiles';
import { calledUrls, stubFetch } from '../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

const NOT_FOUND = 'We could not find a translation for that MOS code. Double-check the code and try again.';
const NETWORK = 'We had trouble contacting the translation service. Please try again later.';
const SERVER_ERROR = 'Translation service returned an error.';

async function openPage() {
  const view = renderRoute('/career/translate');
  await screen.findByRole('heading', { level: 1, name: 'Career Translation' });
  const codeField = screen.getByRole('combobox', { name: 'MOS code' });
  const translateButton = screen.getByRole('button', { name: 'Translate MOS' });
  return { ...view, codeField, translateButton };
}

/** The API for a veteran without a stored profile (the form starts from the spec's defaults); `handler` answers the rest. */
const stubWithoutProfile = (handler: Parameters<typeof stubFetch>[0]) =>
  stubFetch((url, init) =>
    url.pathname.startsWith('/api/veteran-profiles/')
      ? Response.json({ message: 'Not found' }, { status: 404 })
      : handler(url, init),
  );

const translationAnswer = (response: Response) =>
  stubWithoutProfile((url) => (isTranslation(url) ? response.clone() : Response.json([])));

describe('career translation page', () => {
  it('has the spec’s heading, breadcrumb and form defaults', async () => {
    await openPage();
    const crumbs = screen.getByRole('navigation', { name: 'Career translation breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Career Translation' })).toHaveAttribute(
      'href',
      '/career/translate',
    );
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('U.S. Army');
    expect(screen.getByRole('spinbutton', { name: 'Years of service' })).toHaveAttribute('min', '0');
    expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveDisplayValue('Select a rank');
    expect(screen.getByRole('option', { name: 'E-9' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'W-5' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'O-6' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Specializations / certifications' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('requires a code without calling the server', async () => {
    const fetchMock = stubWithoutProfile(() => Response.json([]));
    const { user, codeField, translateButton } = await openPage();
    await user.click(translateButton);
    expect(screen.getByRole('alert')).toHaveTextContent('MOS code is required.');
    expect(codeField).toHaveAccessibleDescription('MOS code is required.');
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(codeField).toHaveFocus();
    expect(calledUrls(fetchMock, isTranslation)).toEqual([]);
  });

  it('checks the code against the branch’s format without calling the server', async () => {
    const fetchMock = translationAnswer(Response.json(infantry));
    const { user, codeField, translateButton } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'U.S. Marine Corps');
    await user.type(codeField, 'ABCDEF');
    await user.click(translateButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid MOS code (e.g. 0311)');
    expect(calledUrls(fetchMock, isTranslation)).toEqual([]);
  });

  it('names the branch a code of another service belongs to', async () => {
    const fetchMock = translationAnswer(Response.json(infantry));
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, '0311');
    await user.click(translateButton);
    const message = '0311 is a U.S. Marine Corps code. Choose that branch or enter an Army code (e.g. 11B).';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(codeField).toHaveAccessibleDescription(message);
    expect(calledUrls(fetchMock, isTranslation)).toEqual([]);
  });

  it('rejects negative years of service', async () => {
    const { user, codeField, translateButton } = await openPage();
    stubWithoutProfile(() => Response.json([]));
    await user.type(codeField, '11B');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of service' }), '-1');
    await user.click(translateButton);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Years of service must be a whole number, 0 or more.',
    );
  });

  it('shows the loading notice, then the announcement and the result card', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubWithoutProfile((url) =>
      isTranslation(url) ? new Promise<Response>((resolve) => (answer = resolve)) : Response.json([]),
    );
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, ' 11b ');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of service' }), '4');
    await user.click(translateButton);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Translating your MOS…');
    expect(translateButton).toBeDisabled();
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/11B?branch=ARMY&yearsOfService=4']);

    answer(Response.json(infantry));
    await waitFor(() => expect(status).toHaveTextContent(infantry.announcement));
    expect(status).not.toHaveTextContent('Translating');
    expect(translateButton).toBeEnabled();

    const card = screen.getByRole('region', { name: '11B: Infantry' });
    // The result moves focus to its heading once it has rendered (an effect), not in the same commit.
    const heading = within(card).getByRole('heading', { level: 2, name: '11B: Infantry' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(card).toHaveTextContent('U.S. Army');
    expect(card).toHaveTextContent('Fights as part of a rifle squad.');
    const sections = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Civilian job titles', 'Demand outlook', 'Career paths', 'Federal job series']);
    const chips = within(card).getAllByRole('list')[0]!;
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(infantry.jobTitles);
    expect(card).toHaveTextContent('Medium demand across this career path');

    const path = within(card).getByRole('article');
    expect(within(path).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Emergency Management Directors',
    );
    expect(path).toHaveTextContent('Plan for disasters and emergencies.');
    expect(path).toHaveTextContent(
      'Salary range$64,470–$119,690 (middle 50% of earners, BLS OEWS May 2024, national)',
    );
    expect(path).toHaveTextContent('DemandMedium');
    const steps = within(path).getByRole('list', { name: 'Next steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(card).toHaveTextContent('0083 Police');
  });

  it('shows empty states for a code with nothing mapped', async () => {
    translationAnswer(
      Response.json({
        ...infantry,
        jobTitles: [],
        careerPaths: [],
        federalSeries: [],
        demandSummary: 'No career paths listed yet',
      }),
    );
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, '11B');
    await user.click(translateButton);
    const card = await screen.findByRole('region', { name: '11B: Infantry' });
    expect(card).toHaveTextContent('No civilian job titles are mapped to this code yet.');
    expect(card).toHaveTextContent('No civilian career matches are mapped to this code yet.');
    expect(card).toHaveTextContent('No federal job series are mapped to this code yet.');
  });

  it('points a code without paths to its federal series and to codes of the same field', async () => {
    translationAnswer(
      Response.json({
        ...infantry,
        jobTitles: [],
        careerPaths: [],
        demandSummary: 'No career paths listed yet',
        codesOfSameField: [
          { code: '11C', title: 'Indirect Fire Infantry', careerPathCount: 6 },
          { code: '11X', title: 'Infantry Enlistment Option', careerPathCount: 1 },
        ],
      }),
    );
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, '11B');
    await user.click(translateButton);
    const card = await screen.findByRole('region', { name: '11B: Infantry' });
    expect(card).toHaveTextContent(
      'No civilian career matches are mapped to this code yet. The federal job series below are open to it.',
    );
    expect(card).not.toHaveTextContent('0 civilian career matches');
    const sameField = within(card).getByRole('list', { name: 'Codes of the same field with career paths' });
    expect(
      within(sameField)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '11C: Indirect Fire Infantry (6 career paths)',
      '11X: Infantry Enlistment Option (1 career path)',
    ]);
    expect(card).toHaveTextContent('0083 Police');
  });

  it.each([
    [
      'an unknown code',
      () => Response.json({ status: 404, message: NOT_FOUND, code: 'NOT_FOUND' }, { status: 404 }),
      NOT_FOUND,
    ],
    [
      'a server error',
      () =>
        Response.json(
          { status: 500, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
          { status: 500 },
        ),
      SERVER_ERROR,
    ],
    ['an unavailable service', () => new Response('<html>Bad gateway</html>', { status: 502 }), SERVER_ERROR],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      NETWORK,
    ],
  ])('explains %s in the alert region; editing the code clears it', async (_case, respond, message) => {
    stubWithoutProfile((url) => (isTranslation(url) ? respond() : Response.json([])));
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, '11B');
    await user.click(translateButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeField).toHaveFocus();
    await user.type(codeField, 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets every field to its default and clears the result', async () => {
    translationAnswer(Response.json({ ...infantry, code: '0311', branch: 'MARINES', title: 'Rifleman' }));
    const { user, codeField, translateButton } = await openPage();
    const branch = screen.getByRole('combobox', { name: 'Branch' });
    await user.selectOptions(branch, 'U.S. Marine Corps');
    await user.type(codeField, '0311');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of service' }), '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Highest rank' }), 'E-5');
    await user.type(
      screen.getByRole('textbox', { name: 'Specializations / certifications' }),
      'Marksmanship',
    );
    await user.click(translateButton);
    await screen.findByRole('region', { name: '0311: Rifleman' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(codeField).toHaveValue('');
    expect(branch).toHaveDisplayValue('U.S. Army');
    expect(screen.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Specializations / certifications' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: '0311: Rifleman' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('career translation for a veteran with a profile', () => {
  const marine = makeProfile({
    branch: 'MARINES',
    mosCode: '0311',
    rank: 'E-6',
    serviceStartDate: '2010-09-01T00:00:00.000Z',
    serviceEndDate: '2019-08-31T00:00:00.000Z',
  });

  /** The API with the veteran's stored profile; the translation answers `translation`. */
  function stubProfileApi(
    translation = infantry,
    profile: Promise<Response> | Response = Response.json(marine),
  ) {
    return stubFetch((url) => {
      if (url.pathname === '/api/veteran-profiles/auth/user-1') return profile;
      if (isTranslation(url)) return Response.json(translation);
      if (isSearch(url)) return Response.json([]);
      return Response.json({ message: 'not stubbed' }, { status: 404 });
    });
  }

  it("starts from the profile: branch, code, highest rank and years of service; Reset gives the spec's defaults", async () => {
    stubProfileApi();
    const { user, codeField } = await openPage();
    const branch = screen.getByRole('combobox', { name: 'Branch' });
    await waitFor(() => expect(branch).toHaveDisplayValue('U.S. Marine Corps'));
    expect(codeField).toHaveValue('0311');
    expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('E-6');
    expect(screen.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue(8);

    await user.selectOptions(branch, 'U.S. Navy');
    await user.clear(codeField);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    // "Reset restores defaults (branch ARMY, other fields empty)", even when the form started from the profile.
    expect(branch).toHaveDisplayValue('U.S. Army');
    expect(codeField).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Specializations / certifications' })).toHaveValue('');
  });

  it('keeps what was typed before the profile arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubProfileApi(infantry, new Promise<Response>((resolve) => (answer = resolve)));
    const { user, codeField } = await openPage();
    await user.type(codeField, '68W');
    answer(Response.json(marine));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('E-6'));
    expect(codeField).toHaveValue('68W');
  });

  it('keeps the spec’s defaults after Reset when the profile arrives later', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubProfileApi(infantry, new Promise<Response>((resolve) => (answer = resolve)));
    const { user, codeField, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    answer(Response.json(marine));
    // The profile is read (its answer lands in the store), yet the form stays as Reset left it.
    await waitFor(() =>
      expect(selectProfile(store.getState(), TEST_USER.id)).toMatchObject({ mosCode: '0311' }),
    );
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('U.S. Army');
    expect(codeField).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('');
  });

  it('lists the career paths that mention the specializations first, and says so', async () => {
    const fetchMock = stubProfileApi(infantryTwoPaths);
    const { user, translateButton } = await openPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'MOS code' })).toHaveValue('0311'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'U.S. Army');
    await user.clear(screen.getByRole('combobox', { name: 'MOS code' }));
    await user.type(screen.getByRole('combobox', { name: 'MOS code' }), '11B');
    const field = screen.getByRole('textbox', { name: 'Specializations / certifications' });
    expect(field).toHaveAccessibleDescription(/Career paths that mention them come first/);
    await user.type(field, 'civil service exam, NREMT');
    await user.click(translateButton);

    const card = await screen.findByRole('region', { name: '11B: Infantry' });
    expect(card).toHaveTextContent(
      'Paths that mention your specializations (civil service exam, NREMT) come first.',
    );
    const paths = within(card).getAllByRole('article');
    expect(within(paths[0]!).getByRole('heading', { level: 4 })).toHaveTextContent('Police Patrol Officers');
    expect(paths[0]).toHaveTextContent('Mentions civil service exam');
    expect(within(paths[1]!).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Emergency Management Directors',
    );
    // The specializations order the answer; the server is not asked about them.
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/11B?branch=ARMY&yearsOfService=8']);
  });

  it('offers each career path as a target and shows the one chosen as the target', async () => {
    const targets = careerTargets();
    stubWithoutProfile((url, init) => {
      if (isTranslation(url)) return Response.json(infantry);
      if (url.pathname === '/api/plan/targets') {
        if (init.method === 'PUT') targets.targets = [emergencyDirectors];
        return Response.json(targets);
      }
      return Response.json([]);
    });
    const { user, codeField, translateButton } = await openPage();
    await user.type(codeField, '11B');
    await user.click(translateButton);
    const path = within(await screen.findByRole('region', { name: '11B: Infantry' })).getByRole('article');
    await user.click(
      await within(path).findByRole('button', {
        name: 'Make this my target: Emergency Management Directors',
      }),
    );
    expect(await within(path).findByText('Your target')).toBeInTheDocument();
    expect(
      within(path).getByRole('button', { name: 'Remove Emergency Management Directors from your targets' }),
    ).toHaveFocus();
    expect(
      within(screen.getByRole('banner')).getByRole('link', {
        name: 'Target: Emergency Management Directors',
      }),
    ).toBeInTheDocument();
  });
});
