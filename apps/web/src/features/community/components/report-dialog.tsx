import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { COMMUNITY_LIMITS, reportCreateSchema } from '@waypoint/shared/community/community';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useReportPostMutation } from '../api/report-post';

interface ReportValues {
  reason: string;
}

/** "Report post": a reason for the circle's moderators. */
export function ReportDialog({
  circleId,
  postId,
  onClose,
}: {
  circleId: string;
  postId: string;
  onClose: (reported: boolean) => void;
}) {
  const [reportPost] = useReportPostMutation();
  const form = useSchemaForm<ReportValues, { reason: string }>({
    defaultValues: { reason: '' },
    schema: reportCreateSchema,
    failureMessage: 'We could not send the report. Please try again.',
    async onSubmit({ reason }) {
      await reportPost({ circleId, postId, reason }).unwrap();
      onClose(true);
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="report-post-title" fullWidth maxWidth="sm">
      <SchemaFormProvider form={form}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id="report-post-title">Report post</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                The circle&apos;s moderators will see your report and the post. The poster is not told who
                reported it.
              </DialogContentText>
              <FormBanner messages={[failure]} />
              <FormTextField<ReportValues>
                name="reason"
                label="Reason"
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.reportReasonMax } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
              Send report
            </Button>
          </DialogActions>
        </form>
      </SchemaFormProvider>
    </Dialog>
  );
}
