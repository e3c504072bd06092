import { useState } from 'react';
import Grid from '@mui/material/Grid';
import type { PersonalInfo } from '@waypoint/shared/resume/resume-data';
import { missingRequiredFields, REQUIRED_PERSONAL_FIELDS } from '@waypoint/shared/resume/resume-limits';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { EditorField } from './editor-field';
import { EditorSection } from './editor-section';
import { memoSection } from './section-memo';

const FIELDS: { name: keyof PersonalInfo; label: string; type?: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'linkedin', label: 'LinkedIn', type: 'url', autoComplete: 'url' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
];

const isRequired = (name: keyof PersonalInfo) =>
  (REQUIRED_PERSONAL_FIELDS as readonly string[]).includes(name);

/** Contact details, with the spec's required marks on full name, email, phone and location. */
function PersonalInfoSectionView({ editor }: { editor: ResumeEditor }) {
  const info = editor.draft.data.personalInfo;
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const missing = missingRequiredFields(info);
  const set = (name: keyof PersonalInfo, value: string) =>
    editor.edit((draft) => ({
      ...draft,
      data: { ...draft.data, personalInfo: { ...draft.data.personalInfo, [name]: value } },
    }));

  return (
    <EditorSection title="Contact details">
      <Grid container spacing={2}>
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <EditorField
              label={label}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              required={isRequired(name)}
              value={info[name]}
              onChange={(value) => set(name, value)}
              onBlur={() => setVisited((current) => new Set(current).add(name))}
              error={
                editor.errors[`personalInfo.${name}`] ??
                (visited.has(name) ? missing[name as keyof typeof missing] : undefined)
              }
              hint={name === 'linkedin' || name === 'website' ? 'Starts with https://' : undefined}
            />
          </Grid>
        ))}
      </Grid>
    </EditorSection>
  );
}

export const PersonalInfoSection = memoSection(PersonalInfoSectionView, ['personalInfo']);
