import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

function Controlled({ select = false }: { select?: boolean }) {
  const [value, setValue] = useState(select ? 'b' : '');
  return (
    <TextInput
      label="Field"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      select={select}
      helperText="Said with the field."
      required
      slotProps={{ htmlInput: { maxLength: 5 } }}
    >
      <option value="a">Alpha</option>
      <option value="b">Bravo</option>
    </TextInput>
  );
}

describe('TextInput', () => {
  it('names the field by its label and describes it by its helper text', async () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: /^Field/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Said with the field.');
    expect(field).toHaveAttribute('maxlength', '5');
    await userEvent.type(field, 'abc');
    expect(field).toHaveValue('abc');
  });

  it('is a native select with its options, the label above', async () => {
    const { container } = render(<Controlled select />);
    const select = screen.getByRole('combobox', { name: /^Field/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Said with the field.');
    expect(container.querySelector('label')).toHaveAttribute('data-shrink', 'true');
    await userEvent.selectOptions(select, 'Alpha');
    expect(select).toHaveValue('a');
  });

  it('lets the label sit in the empty field when asked (floating)', () => {
    render(<TextInput label="Search" floatingLabel value="" onChange={() => undefined} />);
    expect(screen.getByText('Search', { selector: 'label' })).toHaveAttribute('data-shrink', 'false');
    render(<TextInput label="Above" value="" onChange={() => undefined} multiline minRows={2} />);
    expect(screen.getByRole('textbox', { name: 'Above' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('Above', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });

  it('writes a multi-line field as one plain textarea of minRows rows that grows by CSS, with no hidden copy to measure', async () => {
    const { container } = render(<TextInput label="Note" multiline minRows={3} maxRows={8} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '3');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    await userEvent.type(note, 'one{Enter}two');
    expect(note).toHaveValue('one\ntwo');
  });

  it('writes a multi-line field of a fixed number of rows as one plain textarea too', () => {
    const { container } = render(<TextInput label="Fixed" multiline rows={4} />);
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveAttribute('rows', '4');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});
