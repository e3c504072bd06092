import { memo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RESUME_LIMITS } from '@waypoint/shared/resume/resume-limits';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import {
  blankEntry,
  entryHasContent,
  moveItem,
  replaceItem,
  type Entry,
  type EntryList,
} from '../resume-edits';
import { EditorSection } from './editor-section';
import { EntryControls } from './entry-controls';

interface EntryListSectionProps<K extends EntryList> {
  editor: ResumeEditor;
  list: K;
  title: string;
  /** One entry's name: "experience" gives "experience 1", "Add experience". */
  noun: string;
  empty: string;
  max?: number;
  renderEntry: RenderEntry<K>;
}

type RenderEntry<K extends EntryList> = (
  entry: Entry<K>,
  change: (next: Entry<K>) => void,
  index: number,
  label: string,
) => ReactNode;

interface EntryItemProps<K extends EntryList> {
  list: K;
  entry: Entry<K>;
  index: number;
  count: number;
  label: string;
  edit: ResumeEditor['edit'];
  /** The entry's messages, as one string: the item re-renders when they change. */
  errorKey: string;
  renderEntry: RenderEntry<K>;
}

function EntryItemView<K extends EntryList>({
  list,
  entry,
  index,
  count,
  label,
  edit,
  renderEntry,
}: EntryItemProps<K>) {
  // Functional edits on the current draft, so this item need not re-render when another entry changes.
  const update = (change: (entries: Entry<K>[]) => Entry<K>[]) =>
    edit((draft) => ({ ...draft, data: { ...draft.data, [list]: change(draft.data[list] as Entry<K>[]) } }));
  // Autosave keeps the resume as edited: a filled entry removed would be gone, so that is asked first.
  const [confirming, setConfirming] = useState(false);
  const remove = () => update((entries) => entries.filter((other) => other.id !== entry.id));
  return (
    <Box role="group" aria-label={label}>
      {index > 0 && <Divider sx={{ mb: 2 }} />}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ textTransform: 'capitalize' }}>
          {label}
        </Typography>
        <EntryControls
          label={label}
          index={index}
          count={count}
          onMove={(step) => update((entries) => moveItem(entries, index, step))}
          onRemove={() => (entryHasContent(entry) ? setConfirming(true) : remove())}
        />
      </Stack>
      {renderEntry(entry, (next) => update((entries) => replaceItem(entries, index, next)), index, label)}
      <LazyConfirmDialog
        open={confirming}
        title={`Remove ${label}?`}
        description={`Everything written in ${label} is removed from this resume, which saves itself as you edit. This cannot be undone.`}
        confirmLabel={`Remove ${label}`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
      />
    </Box>
  );
}

// renderEntry is a new function on every render of the section but reads only the entry and its messages.
const EntryItem = memo(
  EntryItemView,
  (prev, next) =>
    prev.entry === next.entry &&
    prev.index === next.index &&
    prev.count === next.count &&
    prev.label === next.label &&
    prev.list === next.list &&
    prev.edit === next.edit &&
    prev.errorKey === next.errorKey,
) as typeof EntryItemView;

/** A list of entries (experience, education, …): add, remove and reorder by buttons, each entry's fields. */
export function EntryListSection<K extends EntryList>({
  editor,
  list,
  title,
  noun,
  empty,
  max = RESUME_LIMITS.entries,
  renderEntry,
}: EntryListSectionProps<K>) {
  const entries = editor.draft.data[list] as Entry<K>[];
  const setEntries = (next: Entry<K>[]) =>
    editor.edit((draft) => ({ ...draft, data: { ...draft.data, [list]: next } }));

  return (
    <EditorSection
      title={title}
      action={
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          size="small"
          onClick={() => setEntries([...entries, blankEntry(list)])}
          disabled={entries.length >= max}
        >
          Add {noun}
        </Button>
      }
    >
      {entries.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {entries.map((entry, index) => (
        <EntryItem
          key={entry.id}
          list={list}
          entry={entry}
          index={index}
          count={entries.length}
          label={`${noun} ${index + 1}`}
          edit={editor.edit}
          errorKey={JSON.stringify(
            Object.entries(editor.errors).filter(([path]) => path.startsWith(`${list}.${index}.`)),
          )}
          renderEntry={renderEntry}
        />
      ))}
    </EditorSection>
  );
}
