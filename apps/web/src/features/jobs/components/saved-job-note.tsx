import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_LIMITS } from '@waypoint/shared/jobs/jobs-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSavedJobNote, type NoteValues } from '../hooks/use-saved-job-note';

/** The note on one saved job (where you applied, whom to call), saved on submit. */
export function SavedJobNote({ jobId, title, note }: { jobId: string; title: string; note: string }) {
  const { form, saved } = useSavedJobNote(jobId, note);
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={1} onSubmit={submit} sx={{ mt: 1 }}>
        <FormBanner messages={[failure]} />
        <FormTextField<NoteValues>
          name="note"
          label={`Note on ${title}`}
          size="small"
          multiline
          slotProps={{ htmlInput: { maxLength: JOBS_LIMITS.noteMax } }}
        />
        <Stack direction="row" spacing={1} alignItems="center">
          <Button type="submit" size="small" variant="outlined" disabled={submitting} ref={submitRef}>
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
