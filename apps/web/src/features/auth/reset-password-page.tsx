import { AuthFrame } from './components/auth-frame';
import { ResetRequestForm } from './components/reset-request-form';

/** /reset-password (spec: "Password reset screen"). */
export default function ResetPasswordPage() {
  return (
    <AuthFrame type="reset-password">
      <ResetRequestForm />
    </AuthFrame>
  );
}
