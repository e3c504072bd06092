import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this post?"
      description="The post is removed for everyone in the circle."
      confirmLabel="Delete post"
      busyLabel="Deleting…"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onCancel, onConfirm, dialog: screen.getByRole('dialog', { name: 'Delete this post?' }) };
}

describe('ConfirmDialog', () => {
  it('is named by its question, described by what happens, and opens with Cancel focused', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('The post is removed for everyone in the circle.');
    expect(screen.getByRole('heading', { level: 2, name: 'Delete this post?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cancels on Escape and on Cancel, and acts only on the destructive button', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // Enter on the focused Cancel is safe.
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: both buttons wait, the label says so, and Escape does not close it', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows why the action failed as an alert, and stays open', () => {
    renderDialog({ error: 'We could not delete the post. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not delete the post. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible();
  });

  it('as a form, the destructive button submits it and focus is left to its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderDialog({
      onConfirm: undefined,
      onSubmit,
      focusCancel: false,
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the form's own field takes focus, as the real ones do
      children: <input aria-label="Password" autoFocus />,
    });
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();
    await user.keyboard('secret{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Delete this post?' })).toBeInTheDocument();
  });
});
