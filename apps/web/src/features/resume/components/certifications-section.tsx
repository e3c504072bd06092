import Grid from '@mui/material/Grid';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { EditorField } from './editor-field';
import { EntryListSection } from './entry-list-section';
import { memoSection } from './section-memo';

/** Certifications: name, issuer and issue date. */
function CertificationsSectionView({ editor }: { editor: ResumeEditor }) {
  const errorOf = (index: number, field: string) => editor.errors[`certifications.${index}.${field}`];
  return (
    <EntryListSection
      editor={editor}
      list="certifications"
      title="Certifications"
      noun="certification"
      empty="No certifications yet."
      renderEntry={(entry, change, index) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <EditorField
              label="Certification"
              value={entry.name}
              onChange={(name) => change({ ...entry, name })}
              error={errorOf(index, 'name')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <EditorField
              label="Issuer"
              value={entry.issuer}
              onChange={(issuer) => change({ ...entry, issuer })}
              error={errorOf(index, 'issuer')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <EditorField
              label="Issue date"
              type="date"
              value={entry.issueDate}
              onChange={(issueDate) => change({ ...entry, issueDate })}
              error={errorOf(index, 'issueDate')}
            />
          </Grid>
        </Grid>
      )}
    />
  );
}

export const CertificationsSection = memoSection(CertificationsSectionView, ['certifications']);
