import { useDeferredValue, type Ref } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import { RESUME_TEMPLATE_LABELS, type ResumeTemplate } from '@waypoint/shared/resume/resume-limits';
import { RESUME_DOCUMENT_CSS } from '../print/resume-styles';
import { ResumeDocument } from './resume-document';

interface ResumePreviewProps {
  data: ResumeData;
  template: ResumeTemplate;
  /** The document element, whose markup the export prints. */
  documentRef: Ref<HTMLDivElement>;
}

/**
 * The live preview. It renders a deferred copy of the draft, so typing stays responsive in a long resume: React
 * updates the field first and the preview right after.
 */
export function ResumePreview({ data, template, documentRef }: ResumePreviewProps) {
  const shown = useDeferredValue(data);
  return (
    <Box component="section" aria-labelledby="resume-preview-heading">
      <Typography id="resume-preview-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {RESUME_TEMPLATE_LABELS[template]} template, letter paper
      </Typography>
      <style>{RESUME_DOCUMENT_CSS}</style>
      <Paper variant="outlined" sx={{ p: '6%', bgcolor: '#fff', overflow: 'hidden' }}>
        <ResumeDocument ref={documentRef} data={shown} template={template} />
      </Paper>
    </Box>
  );
}
