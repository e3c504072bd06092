import { RESUME_LIMITS } from '@waypoint/shared/resume/resume-limits';
import { TextInput } from '../../../components/text-input';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { EditorField } from './editor-field';
import { EditorSection } from './editor-section';
import { WordingCheck } from './wording-check';
import { memoSection } from './section-memo';

interface SummarySectionProps {
  editor: ResumeEditor;
  /** Civilian job titles for the user's MOS, offered as the headline. */
  headlines: readonly string[];
}

/** The headline (with the career catalogue's civilian titles to choose from) and the professional summary. */
function SummarySectionView({ editor, headlines }: SummarySectionProps) {
  const { headline, summary } = editor.draft.data;
  const set = (patch: { headline?: string; summary?: string }) =>
    editor.edit((draft) => ({ ...draft, data: { ...draft.data, ...patch } }));

  return (
    <EditorSection title="Headline and summary">
      {headlines.length > 0 && (
        <TextInput
          select
          size="small"
          label="Civilian job titles for your MOS"
          value={headlines.includes(headline) ? headline : ''}
          onChange={(event) => set({ headline: event.target.value })}
          helperText="Choose one as your headline, then edit it below if you like."
        >
          <option value="">Choose a title</option>
          {headlines.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </TextInput>
      )}
      <EditorField
        label="Headline"
        value={headline}
        onChange={(value) => set({ headline: value })}
        error={editor.errors.headline}
        hint="The civilian role you are aiming for, e.g. Operations Manager"
      />
      <WordingCheck text={headline} fieldLabel="headline" onApply={(value) => set({ headline: value })} />
      <EditorField
        label="Professional summary"
        multiline
        minRows={3}
        value={summary}
        onChange={(value) => set({ summary: value })}
        error={editor.errors.summary}
        hint={`${summary.length} of ${RESUME_LIMITS.summary} characters`}
      />
      <WordingCheck text={summary} fieldLabel="summary" onApply={(value) => set({ summary: value })} />
    </EditorSection>
  );
}

export const SummarySection = memoSection(SummarySectionView, ['headline', 'summary']);
