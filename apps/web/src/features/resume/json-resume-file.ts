import { toJsonResume } from '@waypoint/shared/resume/json-resume-mapping';
import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import { saveJsonFile } from '../../lib/save-file';
import { newEntryId } from './resume-edits';

/** "Jordan Rivera" → "jordan-rivera-resume.json". */
export function jsonResumeFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'resume'}-resume.json`;
}

export function downloadJsonResume(data: ResumeData, name: string): void {
  saveJsonFile(toJsonResume(data), jsonResumeFileName(name));
}

export type ImportResult = { ok: true; data: ResumeData; name: string } | { ok: false; message: string };

/** The file's text through FileReader, which every browser (and the test DOM) has. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** The schemas that check a file (and zod), loaded when a file is imported rather than with the page. */
const loadSchemas = () =>
  Promise.all([import('@waypoint/shared/resume/json-resume'), import('@waypoint/shared/resume/resume-data')]);

/** When the schemas did not download (a dropped connection): nothing was read, and trying again may work. */
export const IMPORT_UNAVAILABLE = 'We could not read the file just now. Check your connection and try again.';

/** Reads a JSON Resume file into resume data, checked by the same schema the API applies. */
export async function readJsonResumeFile(file: Blob): Promise<ImportResult> {
  let schemas;
  try {
    schemas = await loadSchemas();
  } catch {
    return { ok: false, message: IMPORT_UNAVAILABLE };
  }
  const [{ fromJsonResume, JSON_RESUME_MESSAGES, jsonResumeSchema }, { resumeDataSchema }] = schemas;
  let parsed;
  try {
    parsed = jsonResumeSchema.safeParse(JSON.parse(await readText(file)));
  } catch {
    return { ok: false, message: JSON_RESUME_MESSAGES.unreadable };
  }
  if (!parsed.success) return { ok: false, message: JSON_RESUME_MESSAGES.unreadable };
  const checked = resumeDataSchema.safeParse(fromJsonResume(parsed.data, newEntryId));
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return { ok: false, message: JSON_RESUME_MESSAGES.invalid(`${where}: ${issue?.message ?? ''}`) };
  }
  const name = checked.data.personalInfo.fullName.trim();
  return { ok: true, data: checked.data, name: name ? `${name} (imported)` : 'Imported resume' };
}
