import { AuthFrame } from './components/auth-frame';
import { SignInForm } from './components/sign-in-form';
import { SignInNotes } from './components/sign-in-notes';

/** /signin (spec: "Sign-in screen"). */
export default function SignInPage() {
  return (
    <AuthFrame type="login">
      <SignInNotes />
      <SignInForm />
    </AuthFrame>
  );
}
