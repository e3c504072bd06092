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
import {
  PLAN_SHARE_LIMITS,
  PLAN_SHARE_MESSAGES,
  planShareRequestSchema,
  type PlanShareCreated,
} from '@waypoint/shared/plan/plan-shares';
import { TextInput } from '../../components/text-input';
import { FormBanner } from '../../lib/forms/form-banner';
import { FormTextField } from '../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useCreatePlanShareMutation } from './share-api';
import { formatShareDate } from './share-texts';

export const SHARE_DIALOG_TEXTS = {
  title: 'Share your plan',
  intro:
    'We e-mail a spouse, caregiver or anyone you choose a link to read your plan: your target careers, the Career Readiness Standards and your dated steps. They cannot change anything, need no account, and the link works until it expires or you stop it.',
  email: 'Their e-mail address',
  days: 'Days the link works',
  daysHint: `${PLAN_SHARE_LIMITS.daysMin} to ${PLAN_SHARE_LIMITS.daysMax} days`,
  submit: 'Share by e-mail',
  sending: 'Sharing…',
  cancel: 'Cancel',
  done: 'Done',
  created: (email: string, date: string) =>
    `We e-mailed the link to ${email}. It works until ${date}, unless you stop it sooner.`,
  copyHint: 'You can also copy the link and send it yourself. It is shown only this once.',
  link: 'Share link',
} as const;

interface ShareValues {
  email: string;
  daysValid: string;
}

const ShareTextField = FormTextField<ShareValues>;

/** The veteran shares their plan read-only: who, for how long; then the link, once. */
export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [created, setCreated] = useState<PlanShareCreated | null>(null);
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
      <DialogTitle id={titleId} component="h2">
        {SHARE_DIALOG_TEXTS.title}
      </DialogTitle>
      {open &&
        (created ? (
          <ShareResult created={created} onDone={close} />
        ) : (
          <ShareForm titleId={titleId} onCreated={setCreated} onCancel={close} />
        ))}
    </Dialog>
  );
}

function ShareForm({
  titleId,
  onCreated,
  onCancel,
}: {
  titleId: string;
  onCreated: (created: PlanShareCreated) => void;
  onCancel: () => void;
}) {
  const [createShare] = useCreatePlanShareMutation();
  const form = useSchemaForm<ShareValues, { email: string; daysValid: number }>({
    defaultValues: { email: '', daysValid: String(PLAN_SHARE_LIMITS.daysDefault) },
    schema: planShareRequestSchema,
    toInput: (values) => ({
      email: values.email,
      daysValid: values.daysValid.trim() === '' ? Number.NaN : Number(values.daysValid),
    }),
    onSubmit: async (request) => onCreated(await createShare(request).unwrap()),
    failureMessage: (error) => (error.status === 400 ? null : PLAN_SHARE_MESSAGES.shareFailed),
  });
  const { failure, submitting, submitRef, submit, focusField, methods } = form;
  const email = methods.watch('email');
  useEffect(() => focusField('email'), [focusField]);
  return (
    <SchemaFormProvider form={form}>
      <Box component="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={submitting}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>{SHARE_DIALOG_TEXTS.intro}</DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>{PLAN_SHARE_MESSAGES.budgetPrivate}</DialogContentText>
          <Stack spacing={2}>
            <FormBanner messages={[failure]} />
            <ShareTextField
              name="email"
              label={SHARE_DIALOG_TEXTS.email}
              type="email"
              required
              autoComplete="email"
            />
            <ShareTextField
              name="daysValid"
              label={SHARE_DIALOG_TEXTS.days}
              type="number"
              hint={SHARE_DIALOG_TEXTS.daysHint}
              slotProps={{
                htmlInput: { min: PLAN_SHARE_LIMITS.daysMin, max: PLAN_SHARE_LIMITS.daysMax, step: 1 },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{SHARE_DIALOG_TEXTS.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            ref={submitRef}
            disabled={email.trim() === '' || submitting}
          >
            {submitting ? SHARE_DIALOG_TEXTS.sending : SHARE_DIALOG_TEXTS.submit}
          </Button>
        </DialogActions>
      </Box>
    </SchemaFormProvider>
  );
}

function ShareResult({ created, onDone }: { created: PlanShareCreated; onDone: () => void }) {
  const linkField = useRef<HTMLInputElement>(null);
  // The link went by e-mail; it is selected too, ready to copy for another way of sending it.
  useEffect(() => linkField.current?.select(), []);
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {SHARE_DIALOG_TEXTS.created(created.share.recipientEmail, formatShareDate(created.share.expiresAt))}
        </Alert>
        <DialogContentText sx={{ mb: 2 }}>{SHARE_DIALOG_TEXTS.copyHint}</DialogContentText>
        <TextInput
          label={SHARE_DIALOG_TEXTS.link}
          value={created.url}
          fullWidth
          inputRef={linkField}
          onFocus={() => linkField.current?.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {SHARE_DIALOG_TEXTS.done}
        </Button>
      </DialogActions>
    </>
  );
}
