import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@waypoint/shared';
import { makeProfile } from '../../../test/fixtures/profiles';
import { dateInput, mosInput, renderProfileForm, select, textbox } from '../test/render-profile-form';
import { stubApi } from '../../../test/stub-api';
import { emptyProfileFormValues, toFormValues } from './profile-form-values';

const REQUIRED_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Service branch is required',
  'Rank is required',
  'MOS code is required',
  'Discharge status is required',
  'Service start date is required',
];

afterEach(() => vi.unstubAllGlobals());

describe('profile form: validation on submit (spec §5, verbatim)', () => {
  it('names every missing required field and sends nothing', async () => {
    stubApi({});
    const { user, onSubmit } = renderProfileForm({ mode: 'create' });
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(textbox('First name')).toHaveAccessibleDescription('First name is required');
    expect(select('Branch')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('create mode checks the read-only e-mail', async () => {
    stubApi({});
    const invalid = { ...toFormValues(makeProfile()), email: 'not-an-address' };
    const { user, onSubmit } = renderProfileForm({ mode: 'create', defaultValues: invalid });
    expect(textbox('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Valid email address is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edit mode neither checks nor sends the read-only e-mail', async () => {
    stubApi({});
    const values = { ...toFormValues(makeProfile()), email: 'not-an-address' };
    const { user, onSubmit } = renderProfileForm({ mode: 'edit', defaultValues: values });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('email');
    expect(screen.queryByText('Valid email address is required')).not.toBeInTheDocument();
  });

  it('phone must be E.164, the end date after the start (equal fails), at most 10 interests', async () => {
    stubApi({});
    const values = {
      ...toFormValues(makeProfile()),
      phoneNumber: '0123',
      serviceStartDate: '2015-01-01',
      serviceEndDate: '2015-01-01',
      careerInterests: Array.from({ length: 11 }, (_, i) => `Interest ${i + 1}`),
    };
    const { user, onSubmit } = renderProfileForm({ defaultValues: values });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Phone number must be in E.164 format (e.g., +15555550123)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Service end date must be after start date')).toBeInTheDocument();
    expect(screen.getByText('Maximum 10 career interests allowed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('editing a field clears its own error only', async () => {
    stubApi({});
    const { user } = renderProfileForm({ mode: 'create' });
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await screen.findByText('First name is required');
    await user.type(textbox('First name'), 'D');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await user.selectOptions(select('Branch'), 'NAVY');
    expect(screen.queryByText('Service branch is required')).not.toBeInTheDocument();
    fireEvent.change(dateInput('Service start date'), { target: { value: '2010-01-01' } });
    expect(screen.queryByText('Service start date is required')).not.toBeInTheDocument();
    expect(screen.getByText('Rank is required')).toBeInTheDocument();
  });
});

describe('profile form: submitting', () => {
  it('defaults: not willing to relocate, weekly alerts; sends normalized values', async () => {
    stubApi({});
    const { user, onSubmit } = renderProfileForm({ mode: 'create' });
    expect(screen.getByRole('checkbox', { name: 'Willing to relocate' })).not.toBeChecked();
    expect(select('Job alert frequency')).toHaveDisplayValue('Weekly');
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(textbox('First name'), ' Dana ');
    await fill(textbox('Last name'), 'Reyes');
    await fill(textbox('Phone'), '(555) 555-0123');
    await user.selectOptions(select('Branch'), 'ARMY');
    await user.selectOptions(select('Rank'), 'E-5');
    await fill(mosInput(), '11b');
    await user.selectOptions(select('Discharge status'), 'HONORABLE');
    fireEvent.change(dateInput('Service start date'), { target: { value: '2012-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'dana.reyes@example.com',
      firstName: 'Dana',
      phoneNumber: '+15555550123',
      mosCode: '11B',
      serviceStartDate: '2012-06-01T00:00:00.000Z',
      serviceEndDate: null,
      willingToRelocate: false,
      jobAlertFrequency: 'WEEKLY',
    });
  });

  it('reads "Saving..." with Cancel disabled while saving', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderProfileForm({ defaultValues: toFormValues(makeProfile()), onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('a failed save shows the spec message, the server field errors, and keeps the input', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      status: 400,
      message: 'Invalid',
      fieldErrors: { mosCode: 'We do not recognize that MOS code yet', unknownField: 'ignored' },
    });
    const { user } = renderProfileForm({ defaultValues: toFormValues(makeProfile()), onSubmit });
    fireEvent.change(textbox('Preferred location'), { target: { value: 'Denver, CO' } });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(mosInput()).toHaveAccessibleDescription('We do not recognize that MOS code yet');
    expect(textbox('Preferred location')).toHaveValue('Denver, CO');
  });

  it('Cancel calls back; the empty form shows no error', async () => {
    const { user, onCancel } = renderProfileForm({ defaultValues: emptyProfileFormValues('a@b.co') });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
