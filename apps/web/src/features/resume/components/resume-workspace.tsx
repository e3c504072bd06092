import { useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { exportBlocker } from '@waypoint/shared/resume/export-rules';
import type { Resume, ResumePrefill } from '@waypoint/shared/resume/resume-http';
import { useResumeEditor } from '../hooks/use-resume-editor';
import { useResumeExport } from '../hooks/use-resume-export';
import { downloadJsonResume } from '../json-resume-file';
import { CertificationsSection } from './certifications-section';
import { EditorField } from './editor-field';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { ExportPanel } from './export-panel';
import { PersonalInfoSection } from './personal-info-section';
import { PostingCheck } from './posting-check';
import { PrefillSuggestions } from './prefill-suggestions';
import { ResumePreview } from './resume-preview';
import { SaveStatus } from './save-status';
import { SkillsSection } from './skills-section';
import { SummarySection } from './summary-section';
import { TargetCareerPanel } from './target-career-panel';
import { TemplatePicker } from './template-picker';

interface ResumeWorkspaceProps {
  resume: Resume;
  prefill: ResumePrefill | undefined;
}

/** One open resume: template picker, editor, live preview and export panel (spec §2 "Resume builder"). */
export function ResumeWorkspace({ resume, prefill }: ResumeWorkspaceProps) {
  const editor = useResumeEditor(resume);
  const exporter = useResumeExport(editor.revision, { resumeId: resume.id, flush: editor.flush });
  const documentRef = useRef<HTMLDivElement>(null);
  const { draft } = editor;

  const exportPdf = () => {
    const markup = documentRef.current?.outerHTML ?? '';
    void exporter.exportPdf(draft.data.personalInfo.fullName.trim() || draft.name, markup);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} component="section" aria-labelledby="resume-editor-heading">
        <Typography id="resume-editor-heading" variant="h5" component="h2">
          Editor
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <EditorField
              label="Resume name"
              required
              value={draft.name}
              onChange={(name) => editor.edit((current) => ({ ...current, name }))}
              error={editor.errors.name}
              hint="Only you see this name, in your list of resumes."
            />
            <SaveStatus editor={editor} />
            <TemplatePicker
              value={draft.template}
              onChange={(template) => editor.edit((current) => ({ ...current, template }))}
            />
          </Stack>
        </Paper>
        <PersonalInfoSection editor={editor} />
        <SummarySection editor={editor} headlines={prefill?.headlines ?? []} />
        <TargetCareerPanel editor={editor} />
        {prefill && <PrefillSuggestions editor={editor} prefill={prefill} />}
        <ExperienceSection editor={editor} />
        <EducationSection editor={editor} />
        <SkillsSection editor={editor} />
        <CertificationsSection editor={editor} />
      </Stack>
      <Stack spacing={3} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
        <ResumePreview data={draft.data} template={draft.template} documentRef={documentRef} />
        <ExportPanel
          blocker={exportBlocker(draft.data)}
          state={exporter.state}
          action={exporter.action}
          message={exporter.message}
          onExport={exportPdf}
          onDownload={(format) =>
            void exporter.download(format, draft.data.personalInfo.fullName.trim() || draft.name)
          }
          onDownloadJson={() =>
            downloadJsonResume(draft.data, draft.data.personalInfo.fullName || draft.name)
          }
        />
        <PostingCheck data={draft.data} />
      </Stack>
    </Box>
  );
}
