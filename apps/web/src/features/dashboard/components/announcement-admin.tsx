import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATUS_LABELS,
  announcementCreateSchema,
  type AnnouncementCreate,
} from '@waypoint/shared/dashboard/dashboard';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormSubmit } from '../../../lib/forms/form-submit';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateAnnouncementMutation } from '../api/create-announcement';
import { useGetAnnouncementsQuery } from '../api/get-announcements';
import { useRetireAnnouncementMutation } from '../api/retire-announcement';

interface AnnouncementValues {
  title: string;
  body: string;
  /** As a datetime-local input holds it, in the admin's own time zone; empty: now / no end. */
  publishFrom: string;
  publishUntil: string;
}

export const RETIRE_TEXTS = {
  title: 'Retire this announcement?',
  body: (title: string) =>
    `“${title}” stops showing on every dashboard at once, and cannot be published again: a new announcement would be needed.`,
  confirm: 'Retire announcement',
  busy: 'Retiring…',
} as const;

const DEFAULTS: AnnouncementValues = { title: '', body: '', publishFrom: '', publishUntil: '' };
const window = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A local date and time as typed, as the API's ISO instant; a value no date reads stays as typed (and fails). */
const instant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

function toInput(values: AnnouncementValues) {
  return {
    title: values.title,
    body: values.body,
    ...(values.publishFrom && { publishFrom: instant(values.publishFrom) }),
    ...(values.publishUntil && { publishUntil: instant(values.publishUntil) }),
  };
}

function AnnouncementForm() {
  const [create] = useCreateAnnouncementMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm<AnnouncementValues, AnnouncementCreate>({
    defaultValues: DEFAULTS,
    schema: announcementCreateSchema,
    toInput,
    failureMessage: ANNOUNCEMENT_MESSAGES.saveFailed,
    async onSubmit(announcement, { methods }) {
      setDone(null);
      await create(announcement).unwrap();
      methods.reset(DEFAULTS);
      setDone(ANNOUNCEMENT_MESSAGES.created);
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="New announcement">
        <FormBanner messages={[failure]} />
        <FormTextField<AnnouncementValues>
          name="title"
          label="Title"
          required
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.titleMax } }}
        />
        <FormTextField<AnnouncementValues>
          name="body"
          label="Announcement"
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.bodyMax } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField<AnnouncementValues>
            name="publishFrom"
            label="Publish from (optional, default now)"
            type="datetime-local"
          />
          <FormTextField<AnnouncementValues>
            name="publishUntil"
            label="Publish until (optional)"
            type="datetime-local"
          />
        </Stack>
        <FormSubmit submitting={submitting} submitRef={submitRef} done={done}>
          Publish announcement
        </FormSubmit>
      </Stack>
    </SchemaFormProvider>
  );
}

function AnnouncementList() {
  const list = useGetAnnouncementsQuery();
  const [retire, retiring] = useRetireAnnouncementMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The announcement asked about stays named while the dialog fades out.
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (list.isError) return <Alert severity="error">We could not load the announcements.</Alert>;
  if (!list.data) return <CircularProgress aria-label="Loading announcements" />;
  async function onRetire(id: string) {
    setMessage(null);
    setFailure(null);
    try {
      await retire(id).unwrap();
      setConfirming(false);
      setMessage({ ok: true, text: ANNOUNCEMENT_MESSAGES.retired });
    } catch (error) {
      setFailure(readApiError(error, ANNOUNCEMENT_MESSAGES.saveFailed).message);
    }
  }
  return (
    <>
      <List aria-label="All announcements" disablePadding>
        {list.data.map((announcement) => (
          <ListItem key={announcement.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={announcement.title}
              secondary={`${ANNOUNCEMENT_STATUS_LABELS[announcement.status]} · from ${window.format(
                new Date(announcement.publishFrom),
              )}${announcement.publishUntil ? ` until ${window.format(new Date(announcement.publishUntil))}` : ''}`}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            {announcement.status !== 'retired' && announcement.status !== 'ended' && (
              <Button
                size="small"
                color="warning"
                disabled={retiring.isLoading}
                onClick={() => {
                  setFailure(null);
                  setTarget({ id: announcement.id, title: announcement.title });
                  setConfirming(true);
                }}
                aria-label={`Retire ${announcement.title}`}
              >
                Retire
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <Typography role="status" variant="body2" color={message?.ok === false ? 'error' : 'success.main'}>
        {message?.text}
      </Typography>
      <LazyConfirmDialog
        open={confirming}
        title={RETIRE_TEXTS.title}
        description={RETIRE_TEXTS.body(target?.title ?? '')}
        confirmLabel={RETIRE_TEXTS.confirm}
        busyLabel={RETIRE_TEXTS.busy}
        busy={retiring.isLoading}
        error={failure}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (target) void onRetire(target.id);
        }}
      />
    </>
  );
}

/** Admins: write announcements with a publishing window, and retire them. */
export function AnnouncementAdmin() {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={3}>
          <Typography id={headingId} component="h2" variant="h6">
            Manage announcements
          </Typography>
          <AnnouncementForm />
          <AnnouncementList />
        </Stack>
      </CardContent>
    </Card>
  );
}
