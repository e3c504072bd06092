import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { mentorRequestCreateSchema, type Mentor } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_LIMITS } from '@waypoint/shared/mentorship/mentorship-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useRequestMentorMutation } from '../api/request-mentor';

interface RequestValues {
  mentorId: string;
  message: string;
}

function RequestForm({ mentor, onDone }: { mentor: Mentor; onDone: () => void }) {
  const [requestMentor] = useRequestMentorMutation();
  const form = useSchemaForm<RequestValues, RequestValues>({
    defaultValues: { mentorId: mentor.id, message: '' },
    schema: mentorRequestCreateSchema,
    failureMessage: (error) => error.message || 'We could not send your request. Please try again.',
    async onSubmit(request) {
      await requestMentor(request).unwrap();
      onDone();
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <FormBanner messages={[failure]} />
            <FormTextField<RequestValues>
              name="message"
              label="Message to the mentor"
              multiline
              minRows={3}
              hint={`A few words on what you hope to learn (up to ${MENTORSHIP_LIMITS.requestMessageMax} characters).`}
              slotProps={{ htmlInput: { maxLength: MENTORSHIP_LIMITS.requestMessageMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
            {submitting ? 'Sending…' : 'Send request'}
          </Button>
        </DialogActions>
      </Stack>
    </SchemaFormProvider>
  );
}

/** The short message a request carries; sending it makes the card's request pending. */
export function RequestDialog({ mentor, onClose }: { mentor: Mentor | null; onClose: () => void }) {
  return (
    <Dialog open={mentor !== null} onClose={onClose} fullWidth maxWidth="sm">
      {mentor && (
        <>
          <DialogTitle>Request {mentor.name} as your mentor</DialogTitle>
          <RequestForm mentor={mentor} onDone={onClose} />
        </>
      )}
    </Dialog>
  );
}
