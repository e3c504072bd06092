import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { calledUrls, infantry, isSearch, isTranslation, stubFetch, suggestions } from '../test/mos-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPage() {
  const view = renderRoute('/career/translate');
  const codeField = await screen.findByRole('combobox', { name: 'MOS code' }, { timeout: 5000 });
  return { ...view, codeField };
}

// Typing with user-event is slow, and the first test also compiles the lazily loaded route chunks.
describe('MOS code combobox', { timeout: 15_000 }, () => {
  it('suggests codes after a pause in typing and picks one by keyboard, setting the branch', async () => {
    const fetchMock = stubFetch((url) =>
      isSearch(url)
        ? Response.json(suggestions)
        : Response.json({ ...infantry, code: 'HM', branch: 'NAVY', title: 'Hospital Corpsman' }),
    );
    const { user, codeField } = await openPage();
    await user.type(codeField, 'medic');

    const listbox = await screen.findByRole('listbox');
    // One request for the whole word: the 200 ms pause is only reached after the last key.
    expect(calledUrls(fetchMock, isSearch)).toEqual(['/api/mos?query=medic&limit=6']);
    expect(codeField).toHaveAttribute('aria-expanded', 'true');
    expect(codeField).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HM Hospital Corpsman U.S. Navy',
      '68W Combat Medic U.S. Army',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(codeField).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(codeField).toHaveValue('HM');
    expect(codeField).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('U.S. Navy');

    await user.click(screen.getByRole('button', { name: 'Translate MOS' }));
    await screen.findByRole('region', { name: 'HM: Hospital Corpsman' });
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/HM?branch=NAVY']);
  });

  it('tells apart the same code in two services', async () => {
    const boatswains = (['NAVY', 'COAST_GUARD'] as const).map((branch) => ({
      code: 'BM',
      title: 'Boatswain’s Mate',
      branch,
      kind: 'enlisted' as const,
      description: 'Handles deck work.',
    }));
    stubFetch(() => Response.json(boatswains));
    const consoleError = vi.spyOn(console, 'error');
    const { user, codeField } = await openPage();
    await user.type(codeField, 'bm');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'BM Boatswain’s Mate U.S. Navy',
      'BM Boatswain’s Mate U.S. Coast Guard',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(codeField).toHaveValue('BM');
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('U.S. Coast Guard');
    expect(consoleError).not.toHaveBeenCalled(); // e.g. React's duplicate-key warning
  });

  it('closes the list on Escape and keeps the typed text', async () => {
    stubFetch(() => Response.json(suggestions));
    const { user, codeField } = await openPage();
    await user.type(codeField, 'med');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeField).toHaveAttribute('aria-expanded', 'false');
    expect(codeField).toHaveValue('med');
  });

  it('submits the typed code on Enter when no suggestion is highlighted', async () => {
    const fetchMock = stubFetch((url) =>
      isSearch(url) ? Response.json(suggestions) : Response.json(infantry),
    );
    const { user, codeField } = await openPage();
    await user.type(codeField, '11b');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: '11B: Infantry' });
    expect(calledUrls(fetchMock, isTranslation)).toEqual(['/api/mos/11B?branch=ARMY']);
  });

  it('aborts a suggestion request that a newer one supersedes', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('query') === 'me'
        ? new Promise<Response>(() => undefined)
        : Response.json(suggestions),
    );
    const { user, codeField } = await openPage();
    await user.type(codeField, 'me');
    await waitFor(() => expect(calledUrls(fetchMock, isSearch)).toEqual(['/api/mos?query=me&limit=6']));
    await user.type(codeField, 'dic');
    await screen.findByRole('listbox');
    expect(calledUrls(fetchMock, isSearch)).toEqual([
      '/api/mos?query=me&limit=6',
      '/api/mos?query=medic&limit=6',
    ]);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });
});
