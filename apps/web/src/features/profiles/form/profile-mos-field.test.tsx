import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { occupation } from '../../../test/fixtures/mos';
import { stubApi } from '../../../test/stub-api';
import { mosInput, renderProfileForm, select } from '../test/render-profile-form';

afterEach(() => vi.unstubAllGlobals());

// The combobox itself is tested in components/career-kit; this is how the profile form uses it.
describe('profile form: MOS code', () => {
  it('searches within the chosen branch, and a pick fills the field and clears its error', async () => {
    const { calls } = stubApi({ 'GET /mos': { status: 200, body: [occupation('0311', 'MARINES')] } });
    const { user, onSubmit } = renderProfileForm();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(mosInput()).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(select('Branch'), 'MARINES');
    await user.type(mosInput(), '03');
    const list = await screen.findByRole('listbox', { name: 'MOS code suggestions' });
    expect(calls.at(-1)?.path).toBe('/mos?query=03&limit=10&branch=MARINES');
    await user.click(within(list).getByRole('option', { name: /^0311/ }));
    expect(mosInput()).toHaveValue('0311');
    expect(mosInput()).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
