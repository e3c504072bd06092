import { useSearchParams } from 'react-router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES } from '@waypoint/shared';
import { REDIRECT_PARAM } from '../../../lib/redirect-to';

export const SIGN_IN_NOTES = {
  verified: 'Your e-mail is verified. Sign in to finish setting up your profile.',
  reset: 'Your password was changed. Sign in with your new password.',
  verificationFailed:
    'That verification link has expired or was already used. Sign in and we will send you a new one.',
} as const;

/** What the address says happened before sign-in: a verified e-mail, a changed password, a guarded page. */
function noteFor(params: URLSearchParams): { severity: AlertColor; text: string } | null {
  if (params.get('verified') === '1') return { severity: 'success', text: SIGN_IN_NOTES.verified };
  if (params.get('reset') === '1') return { severity: 'success', text: SIGN_IN_NOTES.reset };
  if (params.get('accountDeleted') === '1')
    return { severity: 'success', text: ACCOUNT_DATA_MESSAGES.deleted };
  const failed = params.get('verificationError');
  if (failed === 'UNAVAILABLE') return { severity: 'warning', text: AUTH_MESSAGES.serviceUnavailable };
  if (failed) return { severity: 'warning', text: SIGN_IN_NOTES.verificationFailed };
  if (params.get(REDIRECT_PARAM)) return { severity: 'info', text: AUTH_MESSAGES.signInToContinue };
  return null;
}

export function SignInNotes() {
  const [params] = useSearchParams();
  const note = noteFor(params);
  if (!note) return null;
  return (
    <Alert severity={note.severity} role="status" sx={{ mb: 2.5 }}>
      {note.text}
    </Alert>
  );
}
