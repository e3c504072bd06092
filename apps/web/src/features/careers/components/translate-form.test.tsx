import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { infantry, isSearch, isTranslation, suggestions } from '../../../test/fixtures/mos';
import { calledUrls, stubFetch } from '../../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

// The combobox itself is tested in components/career-kit; this is how the translation form uses it.
describe('translation form: MOS code', () => {
  it('a picked suggestion fills the code and its branch, which the translation then asks for', async () => {
    const fetchMock = stubFetch((url) =>
      isSearch(url)
        ? Response.json(suggestions)
        : Response.json({ ...infantry, code: 'HM', branch: 'NAVY', title: 'Hospital Corpsman' }),
    );
    const { user } = renderRoute('/career/translate');
    const codeField = await screen.findByRole('combobox', { name: 'MOS code' });
    await user.type(codeField, 'medic');
    const listbox = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    await user.click(within(listbox).getByRole('option', { name: /^HM Hospital Corpsman/ }));
    expect(codeField).toHaveValue('HM');
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('U.S. Navy');

    await user.click(screen.getByRole('button', { name: 'Translate MOS' }));
    await screen.findByRole('region', { name: 'HM: Hospital Corpsman' });
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/HM?branch=NAVY']);
  });

  it('Enter with no suggestion highlighted translates the typed code', async () => {
    const fetchMock = stubFetch((url) =>
      isSearch(url) ? Response.json(suggestions) : Response.json(infantry),
    );
    const { user } = renderRoute('/career/translate');
    const codeField = await screen.findByRole('combobox', { name: 'MOS code' });
    await user.type(codeField, '11b');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: '11B: Infantry' });
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/11B?branch=ARMY']);
  });
});
