import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  messageCreateSchema,
  type Mentorship,
  type MentorshipMessage,
} from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_LIMITS } from '@waypoint/shared/mentorship/mentorship-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useGetConversationQuery } from '../api/get-conversation';
import { useReportMessageMutation } from '../api/report-message';
import { useSendMessageMutation } from '../api/send-message';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({ message, partner }: { message: MentorshipMessage; partner: string }) {
  const [report, { isSuccess, isError, isLoading }] = useReportMessageMutation();
  return (
    <Box component="li" sx={{ alignSelf: message.fromMe ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Box
        sx={{
          p: 1.5,
          borderRadius: 2,
          bgcolor: message.fromMe ? 'primary.50' : 'grey.100',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="caption" component="p" color="text.secondary">
          {message.fromMe ? 'You' : partner} · {timeFormat.format(new Date(message.createdAt))}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      </Box>
      {!message.fromMe && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            disabled={isSuccess || isLoading}
            onClick={() => void report({ messageId: message.id })}
          >
            {isSuccess ? 'Reported' : 'Report message'}
          </Button>
          <Typography role="status" variant="caption">
            {isSuccess
              ? 'Sent to the admins for review.'
              : isError
                ? 'We could not report it. Please try again.'
                : ''}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

function SendForm({ mentorshipId }: { mentorshipId: string }) {
  const [sendMessage] = useSendMessageMutation();
  const form = useSchemaForm<{ body: string }, { body: string }>({
    defaultValues: { body: '' },
    schema: messageCreateSchema,
    failureMessage: (error) => error.message || 'We could not send your message. Please try again.',
    async onSubmit(message, { methods }) {
      await sendMessage({ mentorshipId, ...message }).unwrap();
      methods.reset({ body: '' });
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={1} onSubmit={submit} sx={{ width: '100%' }}>
        <FormBanner messages={[failure]} />
        <FormTextField<{ body: string }>
          name="body"
          label="Message"
          multiline
          minRows={2}
          hint="Plain text. Only the two of you can read this conversation."
          slotProps={{ htmlInput: { maxLength: MENTORSHIP_LIMITS.messageMax } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
            {submitting ? 'Sending…' : 'Send'}
          </Button>
        </Box>
      </Stack>
    </SchemaFormProvider>
  );
}

function ConversationBody({ mentorship }: { mentorship: Mentorship }) {
  // Messages from the other side arrive on the live stream (hooks/use-mentorship-live-updates.ts), and when the
  // window regains focus.
  const conversation = useGetConversationQuery(mentorship.id, {
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  if (conversation.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void conversation.refetch()}>
            Retry
          </Button>
        }
      >
        We could not load this conversation. Please try again.
      </Alert>
    );
  }
  if (!conversation.data) return <CircularProgress aria-label="Loading the conversation" />;
  const { messages } = conversation.data;
  return (
    <Stack spacing={2}>
      {messages.length === 0 ? (
        <Typography>No messages yet. Say hello!</Typography>
      ) : (
        // The log announces arriving messages; the list inside keeps them a list (a log role on the <ol> itself
        // would leave its items outside any list).
        <Box role="log" aria-label="Messages">
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} partner={mentorship.partner.name} />
            ))}
          </Stack>
        </Box>
      )}
      <SendForm mentorshipId={mentorship.id} />
    </Stack>
  );
}

/** The private conversation of an accepted pair. */
export function ConversationDialog({
  mentorship,
  onClose,
}: {
  mentorship: Mentorship | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={mentorship !== null} onClose={onClose} fullWidth maxWidth="sm">
      {mentorship && (
        <>
          <DialogTitle>Conversation with {mentorship.partner.name}</DialogTitle>
          <DialogContent>
            <ConversationBody mentorship={mentorship} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
