import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type { ExportState } from '@waypoint/shared/resume/export-rules';

interface ExportPanelProps {
  /** Why export is disabled (the spec's message), or null when it is enabled. */
  blocker: string | null;
  state: ExportState;
  message: string | null;
  onExport: () => void;
  onDownloadJson: () => void;
}

const STATE_TEXT: Record<ExportState, string> = {
  idle: '',
  exporting: 'Preparing the print-ready page…',
  success: 'The print dialog opened. Choose "Save as PDF" to keep a PDF copy.',
  error: '',
};

/** Export as the spec: a print-ready page in a new window and the print dialog; idle again after any edit. */
export function ExportPanel({ blocker, state, message, onExport, onDownloadJson }: ExportPanelProps) {
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
          Opens a letter-size, print-ready page with 0.5 in margins and your browser&apos;s print dialog,
          where you can print or save it as a PDF with selectable text.
        </Typography>
        {blocker && <Alert severity="info">{blocker}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={onExport}
            disabled={Boolean(blocker) || state === 'exporting'}
          >
            Export PDF
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
        <div role="status">{STATE_TEXT[state] && <Typography>{STATE_TEXT[state]}</Typography>}</div>
        {state === 'error' && message && <Alert severity="error">{message}</Alert>}
      </Stack>
    </Paper>
  );
}
