import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { occupation } from '../../../test/fixtures/mos';
import { renderRoute } from '../../../test/render-route';
import { stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

// The combobox itself is tested in components/career-kit; this is how the registration form uses it.
describe('registration form: MOS code', () => {
  it('searches within the chosen branch and a pick fills the field', async () => {
    const { calls } = stubApi({ 'GET /mos': { status: 200, body: [occupation('11B'), occupation('11C')] } });
    const { user } = renderRoute('/register', { signedIn: false });
    const input = await screen.findByRole('combobox', { name: /MOS code/ });
    fireEvent.change(screen.getByLabelText(/^Service branch/), { target: { value: 'NATIONAL_GUARD' } });
    await user.type(input, '11');
    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    expect(calls.at(-1)?.path).toBe('/mos?query=11&limit=6&branch=NATIONAL_GUARD');
    await user.click(within(list).getByRole('option', { name: /^11C/ }));
    expect(input).toHaveValue('11C');
  });
});
