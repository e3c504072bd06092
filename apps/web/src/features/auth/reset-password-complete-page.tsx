import { useSearchParams } from 'react-router';
import { AuthFrame } from './components/auth-frame';
import { DeadResetLink } from './components/dead-reset-link';
import { NewPasswordForm } from './components/new-password-form';

/** /reset-password/complete?token= : where the reset e-mail leads (SPEC-DECISIONS 4). */
export default function ResetPasswordCompletePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthFrame
      type="reset-password"
      title="Set a new password"
      subtitle="Choose a new password for your account."
    >
      {token ? <NewPasswordForm token={token} /> : <DeadResetLink />}
    </AuthFrame>
  );
}
