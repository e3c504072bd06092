import Grid from '@mui/material/Grid';
import {
  RESUME_LIMITS,
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  type SkillCategory,
} from '@waypoint/shared/resume/resume-limits';
import { TextInput } from '../../../components/text-input';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { EditorField } from './editor-field';
import { EntryListSection } from './entry-list-section';
import { memoSection } from './section-memo';

/** Skills: name, category (technical, soft, military, other) and an optional proficiency percent. */
function SkillsSectionView({ editor }: { editor: ResumeEditor }) {
  const errorOf = (index: number, field: string) => editor.errors[`skills.${index}.${field}`];
  return (
    <EntryListSection
      editor={editor}
      list="skills"
      title="Skills"
      noun="skill"
      empty="No skills yet."
      max={RESUME_LIMITS.skills}
      renderEntry={(skill, change, index) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EditorField
              label="Skill"
              value={skill.name}
              onChange={(name) => change({ ...skill, name })}
              error={errorOf(index, 'name')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput
              select
              fullWidth
              size="small"
              label="Category"
              value={skill.category}
              onChange={(event) => change({ ...skill, category: event.target.value as SkillCategory })}
            >
              {SKILL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {SKILL_CATEGORY_LABELS[category]}
                </option>
              ))}
            </TextInput>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <EditorField
              label="Proficiency (%)"
              type="number"
              value={skill.proficiency === null ? '' : String(skill.proficiency)}
              onChange={(value) =>
                change({ ...skill, proficiency: value.trim() === '' ? null : Number(value) })
              }
              error={errorOf(index, 'proficiency')}
              hint="Optional"
              slotProps={{ htmlInput: { min: 0, max: 100, step: 5 } }}
            />
          </Grid>
        </Grid>
      )}
    />
  );
}

export const SkillsSection = memoSection(SkillsSectionView, ['skills']);
