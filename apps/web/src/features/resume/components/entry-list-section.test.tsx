import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResumeDraft, ResumeEditor } from '../hooks/use-resume-editor';
import { blankEntry } from '../resume-edits';
import { EntryListSection } from './entry-list-section';

const filled = { ...blankEntry('education'), degree: 'A.A.S.', institution: 'Austin Community College' };
const empty = blankEntry('education');

/** The section on a draft of its own: just what it reads of the editor (the draft, `edit`, the errors). */
function Harness() {
  const [draft, setDraft] = useState({ data: { education: [filled, empty] } } as unknown as ResumeDraft);
  const editor = {
    draft,
    errors: {},
    edit: (change: (current: ResumeDraft) => ResumeDraft) => setDraft(change),
  } as unknown as ResumeEditor;
  return (
    <EntryListSection
      editor={editor}
      list="education"
      title="Education"
      noun="education"
      empty="No education yet."
      renderEntry={(entry) => <p>{'degree' in entry ? entry.degree || '(empty)' : ''}</p>}
    />
  );
}

describe('removing a resume entry', () => {
  it('asks first when the entry holds anything (the resume saves itself), and not when it is empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('group')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove education 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove education 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove education 1?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('A.A.S.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove education 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove education 1?' })).getByRole('button', {
        name: 'Remove education 1',
      }),
    );
    expect(await screen.findByText('No education yet.')).toBeInTheDocument();
  });
});
