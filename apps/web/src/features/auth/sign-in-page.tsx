import { AuthPageLayout } from './components/auth-page-layout';

export default function SignInPage() {
  return <AuthPageLayout title="Sign In" />;
}
