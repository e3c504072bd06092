import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormBanner } from '../lib/forms/form-banner';
import { FormTextField } from '../lib/forms/form-text-field';
import { SchemaFormProvider } from '../lib/forms/schema-form-provider';
import { useSchemaForm, type SchemaFormOptions } from '../lib/forms/use-schema-form';
import { TextInput } from './text-input';

/** What a share request carries: who gets the link, and for how many days it works. */
export interface ShareLinkRequest {
  email: string;
  daysValid: number;
}

/** A new share as the API answers it: the link is shown this once. */
export interface ShareLinkCreated {
  share: { recipientEmail: string; expiresAt: string };
  url: string;
}

export interface ShareLinkTexts {
  title: string;
  /** The paragraphs above the form: what the recipient can do, and for how long. */
  intro: readonly string[];
  email: string;
  days: string;
  daysHint: string;
  submit: string;
  sending: string;
  cancel: string;
  done: string;
  created: (email: string, date: string) => string;
  copyHint: string;
  link: string;
}

interface ShareLinkDialogProps {
  open: boolean;
  onClose: () => void;
  texts: ShareLinkTexts;
  /** The days a link may work, and the number the form starts with. */
  days: { min: number; max: number; initial: number };
  schema: SchemaFormOptions<ShareValues, ShareLinkRequest>['schema'];
  /** Sends the request; resolves with the new share, or rejects with the API's error. */
  share: (request: ShareLinkRequest) => Promise<ShareLinkCreated>;
  /** Shown when sharing fails for any reason but the fields' own (400). */
  failedMessage: string;
  formatDate: (iso: string) => string;
}

interface ShareValues {
  email: string;
  daysValid: string;
}

const ShareTextField = FormTextField<ShareValues>;

/**
 * The one way something is shared by e-mailed link (a vault document, the transition plan): who and for how long,
 * then the link, once, selected for copying.
 */
export function ShareLinkDialog({ open, onClose, texts, formatDate, ...form }: ShareLinkDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {texts.title}
      </DialogTitle>
      {open &&
        (created ? (
          <ShareResult created={created} texts={texts} formatDate={formatDate} onDone={close} />
        ) : (
          <ShareForm {...form} texts={texts} titleId={titleId} onCreated={setCreated} onCancel={close} />
        ))}
    </Dialog>
  );
}

function ShareForm({
  texts,
  days,
  schema,
  share,
  failedMessage,
  titleId,
  onCreated,
  onCancel,
}: Pick<ShareLinkDialogProps, 'texts' | 'days' | 'schema' | 'share' | 'failedMessage'> & {
  titleId: string;
  onCreated: (created: ShareLinkCreated) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm<ShareValues, ShareLinkRequest>({
    defaultValues: { email: '', daysValid: String(days.initial) },
    schema,
    toInput: (values) => ({
      email: values.email,
      daysValid: values.daysValid.trim() === '' ? Number.NaN : Number(values.daysValid),
    }),
    onSubmit: async (request) => onCreated(await share(request)),
    failureMessage: (error) => (error.status === 400 ? null : failedMessage),
  });
  const { failure, submitting, submitRef, submit, focusField, methods } = form;
  const email = methods.watch('email');
  useEffect(() => focusField('email'), [focusField]);
  return (
    <SchemaFormProvider form={form}>
      <Box component="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={submitting}>
        <DialogContent sx={{ pt: 0 }}>
          {texts.intro.map((paragraph, index) => (
            <DialogContentText key={paragraph} sx={{ mb: index === texts.intro.length - 1 ? 2 : 1 }}>
              {paragraph}
            </DialogContentText>
          ))}
          <Stack spacing={2}>
            <FormBanner messages={[failure]} />
            <ShareTextField name="email" label={texts.email} type="email" required autoComplete="email" />
            <ShareTextField
              name="daysValid"
              label={texts.days}
              type="number"
              hint={texts.daysHint}
              slotProps={{ htmlInput: { min: days.min, max: days.max, step: 1 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{texts.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            ref={submitRef}
            disabled={email.trim() === '' || submitting}
          >
            {submitting ? texts.sending : texts.submit}
          </Button>
        </DialogActions>
      </Box>
    </SchemaFormProvider>
  );
}

function ShareResult({
  created,
  texts,
  formatDate,
  onDone,
}: {
  created: ShareLinkCreated;
  texts: ShareLinkTexts;
  formatDate: (iso: string) => string;
  onDone: () => void;
}) {
  const linkField = useRef<HTMLInputElement>(null);
  // The link went by e-mail; it is focused and selected too, ready to copy for another way of sending it.
  useEffect(() => linkField.current?.select(), []);
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {texts.created(created.share.recipientEmail, formatDate(created.share.expiresAt))}
        </Alert>
        <DialogContentText sx={{ mb: 2 }}>{texts.copyHint}</DialogContentText>
        <TextInput
          label={texts.link}
          value={created.url}
          fullWidth
          inputRef={linkField}
          onFocus={() => linkField.current?.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {texts.done}
        </Button>
      </DialogActions>
    </>
  );
}
