import Grid from '@mui/material/Grid';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { EditorField } from './editor-field';
import { EntryListSection } from './entry-list-section';
import { memoSection } from './section-memo';

/** Education: degree, field, institution, graduation date (not in the future) and GPA. */
function EducationSectionView({ editor }: { editor: ResumeEditor }) {
  const errorOf = (index: number, field: string) => editor.errors[`education.${index}.${field}`];
  return (
    <EntryListSection
      editor={editor}
      list="education"
      title="Education"
      noun="education"
      empty="No education yet."
      renderEntry={(entry, change, index) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Degree"
              value={entry.degree}
              onChange={(degree) => change({ ...entry, degree })}
              error={errorOf(index, 'degree')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Field of study"
              value={entry.field}
              onChange={(field) => change({ ...entry, field })}
              error={errorOf(index, 'field')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Institution"
              value={entry.institution}
              onChange={(institution) => change({ ...entry, institution })}
              error={errorOf(index, 'institution')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <EditorField
              label="Graduation date"
              type="date"
              value={entry.graduationDate}
              onChange={(graduationDate) => change({ ...entry, graduationDate })}
              error={errorOf(index, 'graduationDate')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <EditorField
              label="GPA"
              value={entry.gpa}
              onChange={(gpa) => change({ ...entry, gpa })}
              error={errorOf(index, 'gpa')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
        </Grid>
      )}
    />
  );
}

export const EducationSection = memoSection(EducationSectionView, ['education']);
