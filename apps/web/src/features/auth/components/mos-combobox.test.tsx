import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderRoute } from '../../../test/render-route';
import { firstSentence } from './mos-combobox';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const occupation = (code: string, branch = 'ARMY') => ({
  code,
  title: `Title ${code}`,
  branch,
  kind: 'enlisted',
  description: `Does the work of ${code}. Also other things.`,
});
const seven = ['11A', '11B', '11C', '11X', '11Z', '110A', '111A'].map((code) => occupation(code));

async function openField() {
  const api = stubApi({ 'GET /mos': { status: 200, body: seven } });
  const view = renderRoute('/register', { signedIn: false });
  const input = await screen.findByRole('combobox', { name: /MOS code/ });
  return { ...api, ...view, input };
}

describe('registration MOS combobox', () => {
  it('suggests at most 6 for the typed text and branch, each with code, first sentence and branch', async () => {
    const { user, input, calls } = await openField();
    fireEvent.change(screen.getByLabelText(/^Service branch/), { target: { value: 'NATIONAL_GUARD' } });
    await user.type(input, '11');
    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[1]).toHaveTextContent('11B Does the work of 11B.U.S. Army');
    expect(options[1]).not.toHaveTextContent('Also other things');
    expect(list).toHaveStyle({ maxHeight: '240px' });
    expect(calls.at(-1)?.path).toBe('/mos?query=11&limit=6&branch=NATIONAL_GUARD');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
  });

  it('arrows move, Enter picks without submitting, Escape closes', async () => {
    const { user, input } = await openField();
    await user.type(input, '11');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('11B');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on focus and closes 150 ms after blur; a click on an option picks it', async () => {
    const { user, input } = await openField();
    await user.type(input, '11');
    await screen.findByRole('listbox');
    vi.useFakeTimers();
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(140));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.focus(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[2]!);
    expect(input).toHaveValue('11C');
  });

  it('cuts descriptions to their first sentence', () => {
    expect(firstSentence('Leads a squad. Trains soldiers.')).toBe('Leads a squad.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('Operates U.S. Navy radar. Also sonar.')).toBe('Operates U.S.');
  });
});
