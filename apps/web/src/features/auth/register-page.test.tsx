import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { fillValidRegistration, stubRegistrationApi, submitRegistration } from './test/registration-fixtures';

afterEach(() => vi.unstubAllGlobals());

const BANNER = 'Please correct the highlighted fields and resubmit your profile.';

async function openRegister(path = '/register') {
  const api = stubRegistrationApi();
  const view = renderRoute(path, { signedIn: false });
  await screen.findByRole('form', { name: 'Create your account' });
  return { ...api, ...view };
}

const described = (label: RegExp) => screen.getByLabelText(label);

describe('/register', () => {
  it('sends someone already signed in on to the dashboard instead of showing the form', async () => {
    const { router } = renderRoute('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('form', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('shows the screen’s title, subtitle, fields in order, the phone sample and the sign-in link', async () => {
    await openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(
      screen.getByText('Tell us about your service so we can match you with the right opportunities.'),
    ).toBeInTheDocument();
    expect(described(/^Phone/)).toHaveAttribute('placeholder', '5555550123');
    expect(screen.getByRole('group', { name: /Career interests \(select up to 5\)/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9); // eight interests and relocation
    expect(
      screen.getByRole('checkbox', { name: "I'm willing to relocate for the right opportunity" }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled();
    const discharge = within(described(/^Discharge status/) as HTMLSelectElement);
    expect(discharge.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a status',
      'Honorable',
      'General',
      'Other than honorable',
      'Bad conduct',
      'Dishonorable',
      'Entry-level separation',
      'Medical separation',
    ]);
  });

  it('prefills the e-mail and password from testEmail and testPassword', async () => {
    await openRegister('/register?testEmail=dana%40example.com&testPassword=lakeside%20walk');
    expect(described(/^Email/)).toHaveValue('dana@example.com');
    expect(described(/^Password/)).toHaveValue('lakeside walk');
  });

  it('submitting empty shows the banner and every field’s message, verbatim; focus goes to the first', async () => {
    const { user, calls } = await openRegister();
    await user.selectOptions(described(/^Job alert frequency/), '');
    submitRegistration();
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER);
    const expected: Array<[RegExp, string]> = [
      [/^First name/, 'First name is required'],
      [/^Last name/, 'Last name is required'],
      [/^Email/, 'Enter a valid email address'],
      [/^Phone/, 'Enter a 10-digit phone number'],
      [/^Password/, 'Password is required'],
      [/^Confirm password/, 'Confirm your password'],
      [/^Service branch/, 'Select a service branch'],
      [/^Rank/, 'Select your rank'],
      [/^Discharge status/, 'Select discharge status'],
      [/^MOS code/, 'MOS code is required'],
      [/^Service start date/, 'Enter your service start date'],
      [/^Service end date/, 'Enter your service end date'],
      [/^Preferred location/, 'Enter a preferred location'],
      [/^Job alert frequency/, 'Select a job alert frequency'],
    ];
    for (const [label, message] of expected) {
      expect(described(label)).toHaveAccessibleDescription(message);
      expect(described(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Select at least one career interest')).toBeInTheDocument();
    expect(described(/^First name/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('each message clears when its own field is edited; the banner goes with the last one', async () => {
    const { user } = await openRegister();
    fillValidRegistration();
    fireEvent.change(described(/^Last name/), { target: { value: '' } });
    fireEvent.change(described(/^Preferred location/), { target: { value: ' ' } });
    submitRegistration();
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER);
    await user.type(described(/^Last name/), 'R');
    expect(described(/^Last name/)).not.toHaveAccessibleDescription('Last name is required');
    expect(described(/^Preferred location/)).toHaveAccessibleDescription('Enter a preferred location');
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER);
    await user.type(described(/^Preferred location/), 'T');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [/^Phone/, '555-0123', 'Enter a 10-digit phone number'],
    [/^MOS code/, '1B', 'Enter a valid MOS code (e.g. 11B)'],
    [/^Service end date/, '2012-05-01', 'End date must be after start date'],
    [/^Password/, 'short', 'Password must be at least 8 characters'],
    [/^Confirm password/, 'lakeside walks', 'Passwords must match'],
    [/^Email/, 'dana@', 'Enter a valid email address'],
  ])('checks %s: "%s" → "%s"', async (label, value, message) => {
    await openRegister();
    fillValidRegistration();
    fireEvent.change(described(label), { target: { value } });
    submitRegistration();
    expect(described(label)).toHaveAccessibleDescription(message);
  });

  it('checks the MOS code against the chosen branch’s format', async () => {
    await openRegister();
    fillValidRegistration();
    fireEvent.change(described(/^Service branch/), { target: { value: 'MARINES' } });
    submitRegistration();
    expect(described(/^MOS code/)).toHaveAccessibleDescription('Enter a valid MOS code (e.g. 0311)');
  });

  it('upper-cases the MOS code as it is typed', async () => {
    const { user } = await openRegister();
    await user.type(described(/^MOS code/), '68w');
    expect(described(/^MOS code/)).toHaveValue('68W');
  });

  it('allows at most five career interests', async () => {
    const { user } = await openRegister();
    for (const name of ['Security', 'Logistics', 'Healthcare', 'Technology', 'Leadership']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('5 of 5 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Aviation' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Operations' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Security' }));
    expect(screen.getByRole('checkbox', { name: 'Aviation' })).toBeEnabled();
  });
});
