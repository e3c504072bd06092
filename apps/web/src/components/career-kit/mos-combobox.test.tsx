import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import { BRANCHES, BRANCH_LABELS, type Branch } from '@waypoint/shared/core/branches';
import { api } from '../../lib/api-slice';
import { ruleSchema } from '../../lib/forms/form-schema';
import { SchemaFormProvider } from '../../lib/forms/schema-form-provider';
import { useFormField } from '../../lib/forms/use-form-field';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { isSearch, mosSuggestion, occupation, suggestions } from '../../test/fixtures/mos';
import { calledUrls, stubFetch } from '../../test/stub-fetch';
import { stubApi } from '../../test/stub-api';
import { theme } from '../../theme/theme';
import { MosCombobox } from './mos-combobox';
import { firstSentence, type MosComboboxPresetName } from './mos-combobox-presets';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The combobox in a form with a branch select, as the screens use it; a pick fills the field with the code. */
function renderCombobox(preset: MosComboboxPresetName) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const onSubmit = vi.fn<(code: string) => void>();
  const onSelect = vi.fn<(suggestion: MosSuggestion) => void>();

  function Form() {
    const [value, setValue] = useState('');
    const [branch, setBranch] = useState<Branch | ''>('');
    return (
      <form
        aria-label="Service"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <label>
          Branch
          <select value={branch} onChange={(event) => setBranch(event.target.value as Branch | '')}>
            <option value="">Select a branch</option>
            {BRANCHES.map((code) => (
              <option key={code} value={code}>
                {BRANCH_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <MosCombobox
          preset={preset}
          value={value}
          branch={branch}
          onChange={setValue}
          onSelect={(suggestion) => {
            onSelect(suggestion);
            setValue(suggestion.code);
          }}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Form />
      </ThemeProvider>
    </Provider>,
  );
  return { user, onSubmit, onSelect };
}

const mosInput = () => screen.getByRole('combobox', { name: 'MOS code' });
const branchSelect = () => screen.getByRole('combobox', { name: 'Branch' });
const listbox = () => screen.queryByRole('listbox', { name: 'MOS code suggestions' });
const optionTexts = () =>
  within(screen.getByRole('listbox', { name: 'MOS code suggestions' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

// user-event awaits a real setTimeout(0) after every action, which never fires under Vitest's fake timers; the
// timing tests therefore drive the input with fireEvent, the keyboard tests with user-event and real timers.
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const typeMos = (value: string) => fireEvent.change(mosInput(), { target: { value } });

describe('MOS combobox, registration preset', () => {
  const seven = ['11A', '11B', '11C', '11X', '11Z', '110A', '111A'].map((code) => occupation(code));
  const setup = () => ({
    ...stubApi({ 'GET /mos': { status: 200, body: seven } }),
    ...renderCombobox('registration'),
  });

  it('suggests at most 6 for the typed text and branch, each with code, first sentence and branch', async () => {
    const { user, calls } = setup();
    await user.selectOptions(branchSelect(), 'NATIONAL_GUARD');
    await user.type(mosInput(), '11');
    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[1]).toHaveTextContent('11B Does the work of 11B.U.S. Army');
    expect(options[1]).not.toHaveTextContent('Also other things');
    expect(list).toHaveStyle({ maxHeight: '240px' });
    expect(calls.at(-1)?.path).toBe('/mos?query=11&limit=6&branch=NATIONAL_GUARD');
    expect(mosInput()).toHaveAttribute('aria-expanded', 'true');
    expect(mosInput()).toHaveAttribute('aria-controls', list.id);
  });

  it('types in capitals', async () => {
    const { user } = setup();
    await user.type(mosInput(), '11b');
    expect(mosInput()).toHaveValue('11B');
  });

  it('opens on focus and closes 150 ms after blur; a click on an option picks it', async () => {
    const { user } = setup();
    await user.type(mosInput(), '11');
    await screen.findByRole('listbox');
    vi.useFakeTimers();
    fireEvent.blur(mosInput());
    act(() => vi.advanceTimersByTime(140));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(listbox()).not.toBeInTheDocument();
    fireEvent.focus(mosInput());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[2]!);
    expect(mosInput()).toHaveValue('11C');
  });

  it('cuts descriptions to their first sentence', () => {
    expect(firstSentence('Leads a squad. Trains soldiers.')).toBe('Leads a squad.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('Operates U.S. Navy radar. Also sonar.')).toBe('Operates U.S.');
  });
});

describe('MOS combobox, profile preset', () => {
  const fromServer = [
    mosSuggestion({
      code: '11B',
      title: 'Infantryman',
      branch: 'ARMY',
      kind: 'enlisted',
      description: 'Duplicate of a built-in.',
    }),
    mosSuggestion({
      code: '0311',
      title: 'Rifleman (infantry)',
      branch: 'MARINES',
      kind: 'enlisted',
      description: 'Marine infantry.',
    }),
    mosSuggestion({
      code: '11A',
      title: 'Infantry Officer',
      branch: 'ARMY',
      kind: 'officer',
      description: 'Officer.',
    }),
  ];
  const setup = () => ({
    ...stubApi({ 'GET /mos': { status: 200, body: fromServer } }),
    ...renderCombobox('profile'),
  });

  describe('timing', () => {
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
      // 15rem, computed as a browser does (16 px a rem).
      expect(list).toHaveStyle({ maxHeight: '240px' });
    });

    it('shows the built-ins alone when the server fails', async () => {
      stubApi({ 'GET /mos': { status: 500, body: { status: 500, message: 'Down', code: 'INTERNAL' } } });
      renderCombobox('profile');
      typeMos('11');
      await advance(300);
      await advance(0);
      expect(optionTexts()).toEqual([
        '11B InfantryU.S. Army',
        '11C Indirect Fire InfantrymanU.S. Army',
        '11X Infantry Enlistment OptionU.S. Army',
      ]);
    });

    it('does not open on focus, and closes 200 ms after the field loses focus', async () => {
      setup();
      act(() => mosInput().focus());
      expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
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

  it('is an accessible combobox, collapsed at first', () => {
    setup();
    expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
    expect(mosInput()).toHaveAttribute('aria-autocomplete', 'list');
    expect(mosInput()).not.toHaveAttribute('aria-controls');
    expect(mosInput()).toHaveAccessibleDescription(
      'Type 2 or more characters of a code or job title for suggestions.',
    );
  });

  it('keeps to the chosen branch: no Army built-ins for the Marines', async () => {
    const { user, calls } = setup();
    await user.selectOptions(branchSelect(), 'MARINES');
    await user.type(mosInput(), 'INDIRECT');
    await screen.findByRole('option', { name: /0311/ });
    expect(calls.at(-1)?.path).toBe('/mos?query=INDIRECT&limit=10&branch=MARINES');
    expect(optionTexts()).toEqual(['0311 Rifleman (infantry)U.S. Marine Corps']);
  });

  it('matches built-ins by title for the Army', async () => {
    const { user } = setup();
    await user.selectOptions(branchSelect(), 'ARMY');
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

  // The keys work the same in every preset.
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

  it('lets Escape through when no list is shown, and keeps it from the page when one is', async () => {
    const { user } = setup();
    const onPageEscape = vi.fn();
    document.addEventListener('keydown', onPageEscape);
    try {
      fireEvent.keyDown(mosInput(), { key: 'Escape' });
      expect(onPageEscape).toHaveBeenCalledTimes(1);
      await user.type(mosInput(), '11');
      await screen.findByRole('option', { name: /11A/ });
      onPageEscape.mockClear();
      fireEvent.keyDown(mosInput(), { key: 'Escape' });
      expect(listbox()).not.toBeInTheDocument();
      expect(onPageEscape).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', onPageEscape);
    }
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

describe('MOS combobox, careers preset', () => {
  it('suggests codes from every service after a pause in typing and picks one by keyboard', async () => {
    const fetchMock = stubFetch(() => Response.json(suggestions));
    const { user, onSelect } = renderCombobox('careers');
    await user.selectOptions(branchSelect(), 'MARINES');
    await user.type(mosInput(), 'medic');

    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    // One request for the whole word, without the branch: the 200 ms pause is only reached after the last key.
    expect(calledUrls(fetchMock, isSearch)).toEqual(['/api/mos?query=medic&limit=6']);
    expect(mosInput()).toHaveValue('medic');
    expect(mosInput()).toHaveAttribute('aria-expanded', 'true');
    expect(mosInput()).toHaveAttribute('aria-controls', list.id);
    // 40vh of the test window's 768 px, computed as a browser does.
    expect(list).toHaveStyle({ maxHeight: '307.2px' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HM Hospital CorpsmanU.S. Navy',
      '68W Combat MedicU.S. Army',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(mosInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(suggestions[0]);
    expect(mosInput()).toHaveValue('HM');
    expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells apart the same code in two services', async () => {
    const boatswains = (['NAVY', 'COAST_GUARD'] as const).map((branch) =>
      mosSuggestion({
        code: 'BM',
        title: 'Boatswain’s Mate',
        branch,
        kind: 'enlisted',
        description: 'Deck work.',
      }),
    );
    stubFetch(() => Response.json(boatswains));
    const consoleError = vi.spyOn(console, 'error');
    const { user, onSelect } = renderCombobox('careers');
    await user.type(mosInput(), 'bm');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'BM Boatswain’s MateU.S. Navy',
      'BM Boatswain’s MateU.S. Coast Guard',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(boatswains[1]);
    expect(consoleError).not.toHaveBeenCalled(); // e.g. React's duplicate-key warning
  });

  it('says "Searching…" until the first suggestions arrive, then keeps the list up while the next load', async () => {
    let answer: () => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('query') === 'm'
        ? new Promise<Response>((resolve) => (answer = () => resolve(Response.json(suggestions))))
        : new Promise<Response>(() => undefined),
    );
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'm');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(listbox()).not.toBeInTheDocument();
    act(() => answer());
    await screen.findByRole('listbox');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();

    await user.type(mosInput(), 'e');
    await waitFor(() =>
      expect(calledUrls(fetchMock, isSearch)).toEqual([
        '/api/mos?query=m&limit=6',
        '/api/mos?query=me&limit=6',
      ]),
    );
    // While "me" loads, the list for "m" stays up.
    expect(optionTexts()).toHaveLength(2);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('keeps up, while new text loads, only the suggestions that still fit it', async () => {
    const hazmat = mosSuggestion({
      code: '8056',
      title: 'Hazardous Material/Hazardous Waste (HM/HW) Officer',
      branch: 'MARINES',
      kind: 'officer',
      description: 'Manages the unit HM/HW program.',
    });
    let answerMedic: () => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('query') === 'HM'
        ? Response.json([suggestions[0], hazmat])
        : new Promise<Response>((resolve) => (answerMedic = () => resolve(Response.json(suggestions)))),
    );
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'HM');
    await screen.findByRole('listbox');
    expect(optionTexts()).toEqual([
      'HM Hospital CorpsmanU.S. Navy',
      '8056 Hazardous Material/Hazardous Waste (HM/HW) OfficerU.S. Marine Corps',
    ]);

    await user.clear(mosInput());
    await user.type(mosInput(), 'medic');
    // While "medic" loads, the corpsman (whose description says "medical") stays; the hazardous-material code goes.
    expect(optionTexts()).toEqual(['HM Hospital CorpsmanU.S. Navy']);
    await waitFor(() => expect(calledUrls(fetchMock, isSearch)).toContain('/api/mos?query=medic&limit=6'));
    expect(optionTexts()).toEqual(['HM Hospital CorpsmanU.S. Navy']);
    act(() => answerMedic());
    await waitFor(() =>
      expect(optionTexts()).toEqual(['HM Hospital CorpsmanU.S. Navy', '68W Combat MedicU.S. Army']),
    );
  });

  it('lists a code of a service once, even when the answer repeats it', async () => {
    const officer = mosSuggestion({
      code: '8056',
      title: 'Hazardous Material/Hazardous Waste (HM/HW) Officer',
      branch: 'MARINES',
      kind: 'officer',
      description: 'Manages the unit HM/HW program.',
    });
    stubFetch(() => Response.json([officer, { ...officer, kind: 'warrant' }]));
    const consoleError = vi.spyOn(console, 'error');
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), '8056');
    await screen.findByRole('listbox');
    expect(optionTexts()).toEqual([
      '8056 Hazardous Material/Hazardous Waste (HM/HW) OfficerU.S. Marine Corps',
    ]);
    expect(consoleError).not.toHaveBeenCalled(); // React's duplicate-key warning
  });

  it('closes the list on Escape and keeps the typed text', async () => {
    stubFetch(() => Response.json(suggestions));
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'med');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(mosInput()).toHaveAttribute('aria-expanded', 'false');
    expect(mosInput()).toHaveValue('med');
  });

  it('stays closed when Escape comes before the suggestions', async () => {
    let answer: () => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = () => resolve(Response.json(suggestions)))));
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'med');
    await screen.findByText('Searching…');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    act(() => answer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listbox()).not.toBeInTheDocument();
  });

  it('submits the typed code on Enter when no suggestion is highlighted', async () => {
    stubFetch(() => Response.json(suggestions));
    const { user, onSubmit, onSelect } = renderCombobox('careers');
    await user.type(mosInput(), '11b');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('11b');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes as soon as the field loses focus, and opens again on a click in it', async () => {
    stubFetch(() => Response.json(suggestions));
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'med');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(listbox()).not.toBeInTheDocument();
    await user.click(mosInput());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('aborts a suggestion request that a newer one supersedes', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('query') === 'me'
        ? new Promise<Response>(() => undefined)
        : Response.json(suggestions),
    );
    const consoleError = vi.spyOn(console, 'error');
    const { user } = renderCombobox('careers');
    await user.type(mosInput(), 'me');
    await waitFor(() => expect(calledUrls(fetchMock, isSearch)).toEqual(['/api/mos?query=me&limit=6']));
    await user.type(mosInput(), 'dic');
    await screen.findByRole('listbox');
    expect(calledUrls(fetchMock, isSearch)).toEqual([
      '/api/mos?query=me&limit=6',
      '/api/mos?query=medic&limit=6',
    ]);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled(); // the superseded request ends quietly
  });
});

describe('MOS combobox in a prerendered form, hydrated while the person is in it', () => {
  /** The field in a schema form, as registration has it: the form takes over what the markup holds. */
  function MosField() {
    const code = useFormField<{ mosCode: string }>('mosCode');
    return (
      <MosCombobox
        preset="registration"
        value={code.value}
        onChange={code.onChange}
        onSelect={(suggestion) => code.onChange(suggestion.code)}
        inputRef={code.ref}
      />
    );
  }
  function HydratingForm({ store }: { store: ReturnType<typeof makeStore> }) {
    const form = useSchemaForm({
      defaultValues: { mosCode: '' },
      schema: ruleSchema<{ mosCode: string }, { mosCode: string }>((values) => ({ value: values })),
      onSubmit: () => undefined,
    });
    return (
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SchemaFormProvider form={form}>
            <form aria-label="Service" onSubmit={form.submit}>
              <MosField />
            </form>
          </SchemaFormProvider>
        </ThemeProvider>
      </Provider>
    );
  }
  const makeStore = () =>
    configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });

  /** Markup as the build writes it; `before` is what the person does in it before the app hydrates it. */
  async function hydrateAfter(before: (field: HTMLInputElement) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydratingForm store={makeStore()} />);
    document.body.append(container);
    const field = container.querySelector('input')!;
    before(field);
    const root = await act(async () => hydrateRoot(container, <HydratingForm store={makeStore()} />));
    return {
      field,
      cleanup: () => {
        act(() => root.unmount());
        container.remove();
      },
    };
  }

  it('shows the suggestions for what was pasted before the app came, keeping the focus and the caret', async () => {
    const { calls } = stubApi({ 'GET /mos': { status: 200, body: [occupation('11B'), occupation('11C')] } });
    const { field, cleanup } = await hydrateAfter((input) => {
      input.focus();
      input.value = '11b'; // a paste: no event the app could have seen
      input.setSelectionRange(3, 3);
    });
    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('11B');
    expect(calls.at(-1)?.path).toBe('/mos?query=11B&limit=6');
    expect(field).toHaveValue('11B');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    cleanup();
  });

  it('opens on its own only for the field that has the focus', async () => {
    const { calls } = stubApi({ 'GET /mos': { status: 200, body: [occupation('11B')] } });
    const { field, cleanup } = await hydrateAfter((input) => {
      input.value = '11';
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    // Its value is the form's, and it is searched (the cache is warm), but nothing opens where the person is not.
    expect(field).toHaveValue('11');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(calls.map((call) => call.path)).toEqual(['/mos?query=11&limit=6']);
    cleanup();
  });
});
