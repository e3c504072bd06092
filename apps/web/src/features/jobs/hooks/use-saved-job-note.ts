import { useState } from 'react';
import { savedJobNoteSchema } from '@waypoint/shared/jobs/jobs';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateSavedJobMutation } from '../api/update-saved-job';

export interface NoteValues {
  note: string;
}

export const NOTE_SAVED = 'Note saved.';

/** The note form of one saved job: checked by the shared schema, saved by PATCH. */
export function useSavedJobNote(jobId: string, note: string) {
  const [update] = useUpdateSavedJobMutation();
  const [saved, setSaved] = useState('');
  const form = useSchemaForm<NoteValues, NoteValues>({
    defaultValues: { note },
    schema: savedJobNoteSchema,
    failureMessage: 'We could not save your note. Please try again.',
    async onSubmit(values) {
      setSaved('');
      await update({ jobId, note: values.note }).unwrap();
      setSaved(NOTE_SAVED);
    },
  });
  return { form, saved };
}
