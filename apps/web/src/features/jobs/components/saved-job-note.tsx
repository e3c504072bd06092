import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { savedJobNoteSchema } from '@waypoint/shared/jobs/jobs';
import { JOBS_LIMITS } from '@waypoint/shared/jobs/jobs-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSetSavedJobNoteMutation } from '../api/set-saved-job-note';

interface NoteValues {
  note: string;
}

/** The note on one saved job (where you applied, whom to call), saved on submit. */
export function SavedJobNote({ jobId, title, note }: { jobId: string; title: string; note: string }) {
  const [setNote] = useSetSavedJobNoteMutation();
  const [saved, setSaved] = useState('');
  const form = useSchemaForm<NoteValues, NoteValues>({
    defaultValues: { note },
    schema: savedJobNoteSchema,
    failureMessage: 'We could not save your note. Please try again.',
    async onSubmit(values) {
      setSaved('');
      await setNote({ jobId, note: values.note }).unwrap();
      setSaved('Note saved.');
    },
  });
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={1} onSubmit={form.submit} sx={{ mt: 1 }}>
        <FormBanner messages={[form.failure]} />
        <FormTextField<NoteValues>
          name="note"
          label={`Note on ${title}`}
          size="small"
          multiline
          slotProps={{ htmlInput: { maxLength: JOBS_LIMITS.noteMax } }}
        />
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            type="submit"
            size="small"
            variant="outlined"
            disabled={form.submitting}
            ref={form.submitRef}
          >
            Save note
          </Button>
          <Typography role="status" variant="body2" color="success.main">
            {saved}
          </Typography>
        </Stack>
      </Stack>
    </SchemaFormProvider>
  );
}
