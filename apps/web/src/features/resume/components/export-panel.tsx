import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { ExportState } from '@waypoint/shared/resume/export-rules';
import type { ExportAction } from '../hooks/use-resume-export';

interface ExportPanelProps {
  /** Why export is disabled (the spec's message), or null when it is enabled. */
  blocker: string | null;
  state: ExportState;
  /** What the state is about: the print-ready page or a downloaded file. */
  action: ExportAction | null;
  message: string | null;
  onExport: () => void;
  onDownload: (format: 'pdf' | 'docx') => void;
  onDownloadJson: () => void;
}

const STATE_TEXT: Record<ExportAction, Record<ExportState, string>> = {
  print: {
    idle: '',
    exporting: 'Preparing the print-ready page…',
    success: 'The print dialog opened. Choose "Save as PDF" to keep a PDF copy.',
    error: '',
  },
  pdf: {
    idle: '',
    exporting: 'Saving your edits and creating the PDF…',
    success: 'Your PDF was downloaded.',
    error: '',
  },
  docx: {
    idle: '',
    exporting: 'Saving your edits and creating the Word document…',
    success: 'Your Word document (DOCX) was downloaded.',
    error: '',
  },
};

/**
 * Export as the spec (idle, exporting, success, error; idle again after any edit): the print-ready page in a
 * new window with the print dialog, and PDF and DOCX files made by the API from the saved resume.
 */
export function ExportPanel({
  blocker,
  state,
  action,
  message,
  onExport,
  onDownload,
  onDownloadJson,
}: ExportPanelProps) {
  const busy = state === 'exporting';
  const stateText = action ? STATE_TEXT[action][state] : '';
  return (
    <Paper
      component="section"
      aria-labelledby="resume-export-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="resume-export-heading" variant="h5" component="h2">
          Export
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Export PDF opens a letter-size, print-ready page with 0.5 in margins and your browser&apos;s print
          dialog. Download PDF and Download DOCX save your resume first, then download it as a file in the
          chosen template, with text that applicant-tracking systems can read.
        </Typography>
        {blocker && <Alert severity="info">{blocker}</Alert>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={onExport}
            disabled={Boolean(blocker) || busy}
          >
            Export PDF
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => onDownload('pdf')}
            disabled={Boolean(blocker) || busy}
          >
            Download PDF
          </Button>
          <Button
            variant="outlined"
            startIcon={<DescriptionIcon />}
            onClick={() => onDownload('docx')}
            disabled={Boolean(blocker) || busy}
          >
            Download DOCX
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={onDownloadJson}
            disabled={Boolean(blocker)}
          >
            Download JSON Resume
          </Button>
        </Stack>
        <div role="status">{stateText && <Typography>{stateText}</Typography>}</div>
        {state === 'error' && message && <Alert severity="error">{message}</Alert>}
      </Stack>
    </Paper>
  );
}
