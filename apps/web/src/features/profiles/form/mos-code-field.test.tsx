import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderProfileForm, mosInput, select } from '../test/render-profile-form';
import { stubApi } from '../../../test/stub-api';

const fromServer = [
  { code: '11B', title: 'Infantryman', branch: 'ARMY', description: 'Duplicate of a built-in.' },
  { code: '0311', title: 'Rifleman (infantry)', branch: 'MARINES', description: 'Marine infantry.' },
  { code: '11A', title: 'Infantry Officer', branch: 'ARMY', description: 'Officer.' },
];

function setup() {
  const api = stubApi({ 'GET /mos': { status: 200, body: fromServer } });
  return { ...api, ...renderProfileForm() };
}

// user-event awaits a real setTimeout(0) after every action, which never fires under Vitest's fake timers; the
// timing tests therefore drive the input with fireEvent, the keyboard tests with user-event and real timers.
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const typeMos = (value: string) => fireEvent.change(mosInput(), { target: { value } });
const listbox = () => screen.queryByRole('listbox', { name: 'MOS code suggestions' });
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

vi.setConfig({ testTimeout: 20_000 }); // MUI forms render slowly on a loaded CI machine

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MOS code combobox: timing', () => {
  beforeEach(() => vi.useFakeTimers());

  it('asks nothing under 2 characters', async () => {
    const { fetchMock } = setup();
    typeMos('1');
    await advance(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(listbox()).not.toBeInTheDocument();
  });

  it('waits 300 ms after the last keystroke, then lists the built-ins first and the server matches after', async () => {
    const { calls } = setup();
    typeMos('1');
    await advance(200);
    typeMos('11');
    await advance(299);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls.map((call) => call.path)).toEqual(['/mos?query=11&limit=10']);
    expect(optionTexts()).toEqual([
      '11B InfantryU.S. Army',
      '11C Indirect Fire InfantrymanU.S. Army',
      '11X Infantry Enlistment OptionU.S. Army',
      '0311 Rifleman (infantry)U.S. Marine Corps',
      '11A Infantry OfficerU.S. Army',
    ]);
    const list = screen.getByRole('listbox');
    expect(mosInput()).toHaveAttribute('aria-expanded', 'true');
    expect(mosInput()).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveStyle({ maxHeight: '15rem' });
  });

  it('closes 200 ms after the field loses focus', async () => {
    setup();
    act(() => mosInput().focus());
    typeMos('inf');
    await advance(300);
    expect(listbox()).toBeInTheDocument();
    act(() => mosInput().blur());
    await advance(199);
    expect(listbox()).toBeInTheDocument();
    await advance(1);
    expect(listbox()).not.toBeInTheDocument();
  });
});

describe('MOS code combobox', () => {
  it('is an accessible combobox, collapsed at first', () => {
    setup();
    expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
    expect(mosInput()).toHaveAttribute('aria-autocomplete', 'list');
    expect(mosInput()).not.toHaveAttribute('aria-controls');
  });

  it('keeps to the chosen branch: no Army built-ins for the Marines', async () => {
    const { user, calls } = setup();
    await user.selectOptions(select('Branch'), 'MARINES');
    await user.type(mosInput(), 'INDIRECT');
    await screen.findByRole('option', { name: /0311/ });
    expect(calls.at(-1)?.path).toBe('/mos?query=INDIRECT&limit=10&branch=MARINES');
    expect(optionTexts()).toEqual(['0311 Rifleman (infantry)U.S. Marine Corps']);
  });

  it('matches built-ins by title for the Army', async () => {
    const { user } = setup();
    await user.selectOptions(select('Branch'), 'ARMY');
    await user.type(mosInput(), 'indirect');
    await screen.findByRole('option', { name: /11C/ });
    await screen.findByRole('option', { name: /11A/ });
    // The server's matches follow, minus other services' codes (0311).
    expect(optionTexts()).toEqual([
      '11C Indirect Fire InfantrymanU.S. Army',
      '11B InfantrymanU.S. Army',
      '11A Infantry OfficerU.S. Army',
    ]);
  });

  it('arrows move, Enter selects without submitting, Escape closes, ArrowDown opens', async () => {
    const { user, onSubmit } = setup();
    await user.type(mosInput(), '11');
    await screen.findByRole('option', { name: /11A/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(mosInput()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(mosInput()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(mosInput()).toHaveValue('11C');
    expect(listbox()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects with a click', async () => {
    const { user } = setup();
    await user.type(mosInput(), '11x');
    expect(mosInput()).toHaveValue('11X');
    await user.click(await screen.findByRole('option', { name: /11X Infantry Enlistment Option/ }));
    expect(mosInput()).toHaveValue('11X');
    expect(listbox()).not.toBeInTheDocument();
  });
});
