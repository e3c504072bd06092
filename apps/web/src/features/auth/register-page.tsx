import { AuthPageLayout } from './components/auth-page-layout';

export default function RegisterPage() {
  return <AuthPageLayout title="Create your account" />;
}
