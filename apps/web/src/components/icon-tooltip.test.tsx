import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import { describe, expect, it } from 'vitest';
import { IconTooltip } from './icon-tooltip';

function renderButton() {
  render(
    <>
      <button type="button">Before</button>
      <IconTooltip title="Remove bookmark">
        <IconButton aria-label="Remove the bookmark on Make the Connection">★</IconButton>
      </IconTooltip>
    </>,
  );
  return screen.getByRole('button', { name: 'Remove the bookmark on Make the Connection' });
}

describe('icon tooltips', () => {
  it('show on mouse hover, stay while pointed at and go when the pointer leaves', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    expect(screen.queryByText('Remove bookmark')).toBeNull();
    await user.hover(button);
    expect(screen.getByText('Remove bookmark')).toBeVisible();
    await user.unhover(button);
    expect(screen.queryByText('Remove bookmark')).toBeNull();
  });

  it('show on keyboard focus, hide on Escape, and keep the button’s own name for screen readers', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    const tip = screen.getByText('Remove bookmark');
    expect(tip).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAccessibleName('Remove the bookmark on Make the Connection');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Remove bookmark')).toBeNull();
    expect(button).toHaveFocus();
  });
});
