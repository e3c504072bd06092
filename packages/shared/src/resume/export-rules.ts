import type { ResumeData } from './resume-data';
import { RESUME_MESSAGES } from './resume-limits';

/** The spec's export states: editing anything or changing the template returns to idle. */
export const EXPORT_STATES = ['idle', 'exporting', 'success', 'error'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** Export is enabled only with a non-empty summary and at least one experience entry. */
export function canExport(data: Pick<ResumeData, 'summary' | 'workExperience'>): boolean {
  return data.summary.trim() !== '' && data.workExperience.length > 0;
}

/** Why export is disabled, or null when it is enabled. */
export function exportBlocker(data: Pick<ResumeData, 'summary' | 'workExperience'>): string | null {
  return canExport(data) ? null : RESUME_MESSAGES.exportRequirement;
}

/** Resume paper: letter size with 0.5 in margins; print is invoked at the latest this long after the page opens. */
export const RESUME_PAPER = { size: 'letter', widthIn: 8.5, heightIn: 11, marginIn: 0.5 } as const;
export const PRINT_WAIT_MS = 1000;

/** How a dated entry reads: "Jun 2015 – Present" for a current job, months otherwise. */
export function formatResumeDate(value: string): string {
  if (!value) return '';
  const [year, month] = value.split('-');
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const name = names[Number(month) - 1];
  return name ? `${name} ${year}` : (year ?? '');
}

export function formatDateRange(start: string, end: string, current: boolean): string {
  const from = formatResumeDate(start);
  const to = current ? 'Present' : formatResumeDate(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
