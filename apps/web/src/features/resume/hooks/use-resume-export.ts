import { useCallback, useState } from 'react';
import type { ExportState } from '@waypoint/shared/resume/export-rules';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-limits';
import { apiDownload } from '../../../lib/api-client';
import { readApiError } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/save-file';
import { printResume } from '../print/print-resume';

/** What the export panel is doing: the print-ready page, or a file the API makes from the saved resume. */
export type ExportAction = 'print' | 'pdf' | 'docx';

interface Outcome {
  state: ExportState;
  action: ExportAction | null;
  message: string | null;
  /** The edit the outcome belongs to: any later edit or template change shows idle again. */
  revision: number;
}

interface DownloadSource {
  resumeId: string;
  /** Saves pending edits first; false when the draft cannot be saved. */
  flush: () => Promise<boolean>;
}

/** The spec's export states (idle, exporting, success, error), for the draft at `revision`. */
export function useResumeExport(revision: number, source: DownloadSource) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle', action: null, message: null, revision });
  const current =
    outcome.revision === revision ? outcome : { state: 'idle' as const, action: null, message: null };
  const { resumeId, flush } = source;

  const exportPdf = useCallback(
    async (title: string, documentMarkup: string) => {
      setOutcome({ state: 'exporting', action: 'print', message: null, revision });
      const printed = await printResume(title, documentMarkup);
      if (printed === 'printed') setOutcome({ state: 'success', action: 'print', message: null, revision });
      else {
        const message = printed === 'blocked' ? RESUME_MESSAGES.printBlocked : RESUME_MESSAGES.printFailed;
        setOutcome({ state: 'error', action: 'print', message, revision });
      }
    },
    [revision],
  );

  /** Saves pending edits, then downloads the saved resume as a PDF or DOCX file the API generates. */
  const download = useCallback(
    async (format: 'pdf' | 'docx', fallbackName: string) => {
      setOutcome({ state: 'exporting', action: format, message: null, revision });
      if (!(await flush())) {
        setOutcome({ state: 'error', action: format, message: RESUME_MESSAGES.downloadUnsaved, revision });
        return;
      }
      try {
        const file = await apiDownload(`/resumes/${encodeURIComponent(resumeId)}/export.${format}`);
        saveBlob(file.blob, file.fileName ?? `${fallbackName}.${format}`);
        setOutcome({ state: 'success', action: format, message: null, revision });
      } catch (error) {
        // The API's own words for what the user can fix (404, 409); a plain retry message for anything else.
        const failure = readApiError(error, RESUME_MESSAGES.downloadFailed);
        const clientError = failure.status >= 400 && failure.status < 500;
        const message = clientError ? failure.message : RESUME_MESSAGES.downloadFailed;
        setOutcome({ state: 'error', action: format, message, revision });
      }
    },
    [flush, resumeId, revision],
  );

  return { state: current.state, action: current.action, message: current.message, exportPdf, download };
}
