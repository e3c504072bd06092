import type { ResumeData } from '@waypoint/shared/resume/resume-data';

/** The lists of entries the editor adds to, removes from and reorders. */
export type EntryList = 'workExperience' | 'education' | 'skills' | 'certifications';
export type Entry<K extends EntryList> = ResumeData[K][number];

/** An id for a new entry; unique within the resume, which is all the API asks. */
export const newEntryId = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function blankEntry<K extends EntryList>(list: K): Entry<K> {
  const id = newEntryId();
  const blanks: { [L in EntryList]: Entry<L> } = {
    workExperience: {
      id,
      title: '',
      company: '',
      location: '',
      startDate: '',
      endDate: '',
      current: false,
      description: [''],
    },
    education: { id, degree: '', field: '', institution: '', graduationDate: '', gpa: '' },
    skills: { id, name: '', category: 'technical', proficiency: null },
    certifications: { id, name: '', issuer: '', issueDate: '' },
  };
  return blanks[list];
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** Whether anything was written in an entry (its id aside): removing one that holds text is asked first. */
export function entryHasContent(entry: object): boolean {
  return Object.entries(entry).some(([key, value]) => {
    if (key === 'id') return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.some((item) => typeof item === 'string' && item.trim() !== '');
    return false;
  });
}

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

export const replaceItem = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((existing, i) => (i === index ? item : existing));
