import { AuthPageLayout } from './components/auth-page-layout';

export default function ResetPasswordPage() {
  return <AuthPageLayout title="Reset Password" />;
}
