import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RESUME_LIMITS } from '@waypoint/shared/resume/resume-limits';
import { moveItem, removeItem, replaceItem } from '../resume-edits';
import { EditorField } from './editor-field';
import { EntryControls } from './entry-controls';
import { WordingCheck } from './wording-check';

interface BulletListProps {
  /** "experience 1": names the bullets for screen readers. */
  entryLabel: string;
  bullets: readonly string[];
  onChange: (bullets: string[]) => void;
  /** Messages by bullet index. */
  errors: Record<number, string | undefined>;
}

/** An experience entry's bullets: edit, add, remove and reorder. */
export function BulletList({ entryLabel, bullets, onChange, errors }: BulletListProps) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="p">
        Accomplishments
      </Typography>
      {bullets.map((bullet, index) => (
        <Stack key={index} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <EditorField
              label={`Bullet ${index + 1}`}
              multiline
              value={bullet}
              onChange={(value) => onChange(replaceItem(bullets, index, value))}
              error={errors[index]}
              slotProps={{ htmlInput: { 'aria-label': `Bullet ${index + 1} of ${entryLabel}` } }}
            />
            <EntryControls
              label={`bullet ${index + 1} of ${entryLabel}`}
              index={index}
              count={bullets.length}
              onMove={(step) => onChange(moveItem(bullets, index, step))}
              onRemove={() => onChange(removeItem(bullets, index))}
            />
          </Stack>
          <WordingCheck
            text={bullet}
            quantify
            fieldLabel={`bullet ${index + 1} of ${entryLabel}`}
            onApply={(value) => onChange(replaceItem(bullets, index, value))}
          />
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...bullets, ''])}
        disabled={bullets.length >= RESUME_LIMITS.bulletsPerEntry}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add bullet to {entryLabel}
      </Button>
    </Stack>
  );
}
