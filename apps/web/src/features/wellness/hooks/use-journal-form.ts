import { useState } from 'react';
import { WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness-limits';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateJournalEntryMutation } from '../api/create-journal-entry';
import { browserTimeZone } from '../../../lib/browser-time-zone';

export interface JournalFormValues {
  mood: number;
  note: string;
}

export const JOURNAL_DEFAULTS: JournalFormValues = { mood: 3, note: '' };
export const JOURNAL_SAVED = 'Journal entry saved.';

/** The spec's journal form: mood 1 to 5, a required note; saved with the browser's zone, then emptied. */
export function useJournalForm() {
  const [createEntry] = useCreateJournalEntryMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm<JournalFormValues, { mood: number; note: string }>({
    defaultValues: JOURNAL_DEFAULTS,
    // Loaded when the form is first focused or sent, keeping zod out of the page's first download.
    schema: () =>
      import('@waypoint/shared/wellness/wellness').then((module) => module.journalEntryCreateSchema),
    failureMessage: WELLNESS_MESSAGES.saveFailed,
    async onSubmit(entry, { methods }) {
      setSaved(null);
      const timeZone = browserTimeZone();
      await createEntry({ ...entry, ...(timeZone && { timeZone }) }).unwrap();
      methods.reset(JOURNAL_DEFAULTS);
      setSaved(JOURNAL_SAVED);
    },
  });
  return { form, saved };
}
