import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { REGISTRATION_MESSAGES } from '@waypoint/shared';
import { AuthFrame } from './components/auth-frame';
import { RegistrationForm } from './components/registration-form';
import { RegistrationSuccess } from './components/registration-success';
import { useRegister } from './hooks/use-register';
import { useRegistrationForm } from './hooks/use-registration-form';

/** The frame's title and subtitle follow the page's state: the form, then what happened. */
const FRAME_TEXTS = {
  form: {
    title: 'Create your account',
    subtitle: 'Tell us about your service so we can match you with the right opportunities.',
  },
  verify: { title: 'Check your email', subtitle: 'One more step before your profile is set up.' },
  success: { title: 'Your account is ready', subtitle: 'Here is where your service can take you next.' },
} as const;

/** /register (spec: "Registration screen"): the signup frame with the screen's own title and subtitle. */
export default function RegisterPage() {
  const { status, result, register } = useRegister();
  const form = useRegistrationForm(register);

  let body;
  let texts: (typeof FRAME_TEXTS)[keyof typeof FRAME_TEXTS] = FRAME_TEXTS.form;
  if (status === 'success' && result) {
    body = <RegistrationSuccess translation={result} />;
    texts = FRAME_TEXTS.success;
  } else if (status === 'verify') {
    body = (
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <Alert severity="info" role="status">
          {REGISTRATION_MESSAGES.verificationRequired}
        </Alert>
        <Link component={RouterLink} to="/signin">
          Back to sign in
        </Link>
      </Stack>
    );
    texts = FRAME_TEXTS.verify;
  } else {
    body = <RegistrationForm form={form} />;
  }

  return (
    <AuthFrame type="signup" title={texts.title} subtitle={texts.subtitle} wide>
      {body}
    </AuthFrame>
  );
}
