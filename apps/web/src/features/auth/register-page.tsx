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

/** /register (spec: "Registration screen"): the signup frame with the screen's own title and subtitle. */
export default function RegisterPage() {
  const { status, result, register } = useRegister();
  const form = useRegistrationForm(register);

  let body;
  if (status === 'success' && result) body = <RegistrationSuccess result={result} />;
  else if (status === 'verify') {
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
  } else {
    body = <RegistrationForm form={form} />;
  }

  return (
    <AuthFrame
      type="signup"
      title="Create your account"
      subtitle="Tell us about your service so we can match you with the right opportunities."
      wide
    >
      {body}
    </AuthFrame>
  );
}
