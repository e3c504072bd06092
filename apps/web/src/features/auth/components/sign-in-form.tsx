import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { UsableWithJavaScript } from '../../../lib/forms/usable-with-javascript';
import { useSignIn } from '../hooks/use-sign-in';

/** The spec's sign-in form: e-mail, password, Sign In, and the links to registration and reset. */
export function SignInForm() {
  const form = useSignIn();
  return (
    <SchemaFormProvider form={form}>
      <UsableWithJavaScript>
        <Stack
          component="form"
          id="sign-in-form"
          aria-label="Sign in"
          // Before the JavaScript runs the browser would send the form itself: a POST keeps the password out of
          // the address (and the server turns it down); after, the submit handler takes it.
          method="post"
          noValidate
          spacing={2.5}
          onSubmit={form.submit}
        >
          <FormBanner messages={[form.failure]} />
          <FormTextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            floatingLabel
          />
          <FormTextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            floatingLabel
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
            {form.submitting ? 'Signing in…' : 'Sign In'}
          </Button>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5 }}>
            <Link component={RouterLink} to="/reset-password">
              Forgot password?
            </Link>
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </Box>
        </Stack>
      </UsableWithJavaScript>
    </SchemaFormProvider>
  );
}
