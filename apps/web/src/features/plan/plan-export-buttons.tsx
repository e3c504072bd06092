import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_EXPORT_MESSAGES, PLAN_FILE_NAMES } from '@waypoint/shared/plan/plan-export';
import { useState } from 'react';
import { apiDownload } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-file';

export const PLAN_EXPORT_TEXTS = {
  calendar: 'Add to calendar',
  calendarBusy: 'Making your calendar file…',
  hint: 'The calendar file holds every dated step as an all-day event; the PDF fits your plan on one page.',
  print: 'Print (PDF)',
  printBusy: 'Making your PDF…',
} as const;

type Export = 'calendar' | 'print';

const EXPORTS: Record<Export, { path: string; fileName: string; failed: string }> = {
  calendar: {
    path: '/plan/calendar.ics',
    fileName: PLAN_FILE_NAMES.calendar,
    failed: PLAN_EXPORT_MESSAGES.calendarFailed,
  },
  print: {
    path: '/plan/print.pdf',
    fileName: PLAN_FILE_NAMES.print,
    failed: PLAN_EXPORT_MESSAGES.printFailed,
  },
};

/**
 * The plan out of Waypoint: its dated steps as a calendar file, and the plan on one printable page, both made by
 * the API from the saved plan. Mounted by the plan page as `<PlanExportButtons />`.
 */
export function PlanExportButtons() {
  const [busy, setBusy] = useState<Export | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (kind: Export) => {
    const { path, fileName, failed } = EXPORTS[kind];
    setBusy(kind);
    setFailure(null);
    try {
      const file = await apiDownload(path);
      saveBlob(file.blob, file.fileName ?? fileName);
    } catch {
      setFailure(failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" disabled={busy !== null} onClick={() => void download('calendar')}>
          {busy === 'calendar' ? PLAN_EXPORT_TEXTS.calendarBusy : PLAN_EXPORT_TEXTS.calendar}
        </Button>
        <Button variant="outlined" disabled={busy !== null} onClick={() => void download('print')}>
          {busy === 'print' ? PLAN_EXPORT_TEXTS.printBusy : PLAN_EXPORT_TEXTS.print}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {PLAN_EXPORT_TEXTS.hint}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
