import { AuthPageLayout } from './components/auth-page-layout';

export default function ResetPasswordCompletePage() {
  return <AuthPageLayout title="Set a new password" />;
}
