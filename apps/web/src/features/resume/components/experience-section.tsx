import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { BulletList } from './bullet-list';
import { EditorField } from './editor-field';
import { EntryListSection } from './entry-list-section';
import { memoSection } from './section-memo';

/** Work experience: title, company, location, dates (current shows "Present") and bullets. */
function ExperienceSectionView({ editor }: { editor: ResumeEditor }) {
  const errorOf = (index: number, field: string) => editor.errors[`workExperience.${index}.${field}`];
  return (
    <EntryListSection
      editor={editor}
      list="workExperience"
      title="Experience"
      noun="experience"
      empty="No experience yet. Add your most recent role first."
      renderEntry={(job, change, index, label) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Job title"
              value={job.title}
              onChange={(title) => change({ ...job, title })}
              error={errorOf(index, 'title')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Company or organization"
              value={job.company}
              onChange={(company) => change({ ...job, company })}
              error={errorOf(index, 'company')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <EditorField
              label="Location"
              value={job.location}
              onChange={(location) => change({ ...job, location })}
              error={errorOf(index, 'location')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <EditorField
              label="Start date"
              type="date"
              value={job.startDate}
              onChange={(startDate) => change({ ...job, startDate })}
              error={errorOf(index, 'startDate')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            {job.current ? (
              <EditorField label="End date" value="Present" onChange={() => undefined} disabled />
            ) : (
              <EditorField
                label="End date"
                type="date"
                value={job.endDate}
                onChange={(endDate) => change({ ...job, endDate })}
                error={errorOf(index, 'endDate')}
              />
            )}
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={job.current}
                  onChange={(event) => change({ ...job, current: event.target.checked })}
                />
              }
              label="I currently work here"
            />
          </Grid>
          <Grid size={12}>
            <BulletList
              entryLabel={label}
              bullets={job.description}
              onChange={(description) => change({ ...job, description })}
              errors={Object.fromEntries(
                job.description.map((_, i) => [i, errorOf(index, `description.${i}`)]),
              )}
            />
          </Grid>
        </Grid>
      )}
    />
  );
}

export const ExperienceSection = memoSection(ExperienceSectionView, ['workExperience']);
