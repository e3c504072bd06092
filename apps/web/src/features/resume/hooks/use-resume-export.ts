import { useCallback, useState } from 'react';
import type { ExportState } from '@waypoint/shared/resume/export-rules';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-data';
import { printResume } from '../print/print-resume';

interface Outcome {
  state: ExportState;
  message: string | null;
  /** The edit the outcome belongs to: any later edit or template change shows idle again. */
  revision: number;
}

/** The spec's export states (idle, exporting, success, error), for the draft at `revision`. */
export function useResumeExport(revision: number) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle', message: null, revision });
  const current = outcome.revision === revision ? outcome : { state: 'idle' as const, message: null };

  const exportPdf = useCallback(
    async (title: string, documentMarkup: string) => {
      setOutcome({ state: 'exporting', message: null, revision });
      const printed = await printResume(title, documentMarkup);
      if (printed === 'printed') setOutcome({ state: 'success', message: null, revision });
      else {
        const message = printed === 'blocked' ? RESUME_MESSAGES.printBlocked : RESUME_MESSAGES.printFailed;
        setOutcome({ state: 'error', message, revision });
      }
    },
    [revision],
  );

  return { state: current.state, message: current.message, exportPdf };
}
