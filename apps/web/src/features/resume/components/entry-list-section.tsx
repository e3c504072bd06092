import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RESUME_LIMITS } from '@waypoint/shared/resume/resume-data';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { blankEntry, moveItem, removeItem, replaceItem, type Entry, type EntryList } from '../resume-edits';
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
  renderEntry: (entry: Entry<K>, change: (next: Entry<K>) => void, index: number, label: string) => ReactNode;
}

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
      {entries.map((entry, index) => {
        const label = `${noun} ${index + 1}`;
        return (
          <Box key={entry.id} role="group" aria-label={label}>
            {index > 0 && <Divider sx={{ mb: 2 }} />}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h4" sx={{ textTransform: 'capitalize' }}>
                {label}
              </Typography>
              <EntryControls
                label={label}
                index={index}
                count={entries.length}
                onMove={(step) => setEntries(moveItem(entries, index, step))}
                onRemove={() => setEntries(removeItem(entries, index))}
              />
            </Stack>
            {renderEntry(entry, (next) => setEntries(replaceItem(entries, index, next)), index, label)}
          </Box>
        );
      })}
    </EditorSection>
  );
}
