import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toFormValues } from './profile-form-values';
import { makeProfile } from '../../../test/fixtures/profiles';
import { renderProfileForm, textbox } from '../test/render-profile-form';

const input = () => textbox('Career interests');
const addButton = () => screen.getByRole('button', { name: 'Add career interest' });
const chips = () =>
  within(screen.queryByRole('list', { name: 'Career interests added' }) ?? document.createElement('ul'))
    .queryAllByRole('button')
    .map((chip) => chip.textContent);

async function enter(user: ReturnType<typeof renderWith>['user'], text: string) {
  await user.click(input());
  await user.paste(text);
  await user.keyboard('{Enter}');
}

function renderWith(careerInterests: string[]) {
  return renderProfileForm({ defaultValues: { ...toFormValues(makeProfile()), careerInterests } });
}

describe('career interests field', () => {
  it('adds with Enter (without submitting) and with Add, trimmed', async () => {
    const { user, onSubmit } = renderWith([]);
    await enter(user, '  Project management  ');
    await user.paste('Cybersecurity');
    await user.click(addButton());
    expect(chips()).toEqual(['Project management', 'Cybersecurity']);
    expect(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores blanks and repeats', async () => {
    const { user } = renderWith(['Logistics']);
    await enter(user, '   ');
    await user.click(addButton());
    await enter(user, 'logistics');
    expect(chips()).toEqual(['Logistics']);
  });

  it('shows registration ids as words and removes a chip, returning focus to the input', async () => {
    const { user } = renderWith(['security', 'Aviation mechanic']);
    expect(chips()).toEqual(['Security', 'Aviation mechanic']);
    await user.click(screen.getByRole('button', { name: 'Remove Security' }));
    expect(chips()).toEqual(['Aviation mechanic']);
    expect(input()).toHaveFocus();
  });

  it('blocks adding at 10: Add disabled, Enter ignored, the limit explained', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Role ${i + 1}`);
    const { user } = renderWith(nine);
    expect(addButton()).toBeEnabled();
    await enter(user, 'Role 10');
    expect(chips()).toHaveLength(10);
    expect(addButton()).toBeDisabled();
    expect(input()).toHaveAccessibleDescription('Maximum 10 career interests allowed');
    await enter(user, 'Role 11');
    expect(chips()).toHaveLength(10);
    expect(chips()).not.toContain('Role 11');
  });
});
