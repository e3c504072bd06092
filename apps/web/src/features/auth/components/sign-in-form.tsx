import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSignIn } from '../hooks/use-sign-in';

/** The spec's sign-in form: e-mail, password, Sign In, and the links to registration and reset. */
export function SignInForm() {
  const { email, password, error, loading, setEmail, setPassword, submit } = useSignIn();
  return (
    <Stack component="form" id="sign-in-form" aria-label="Sign in" noValidate spacing={2.5} onSubmit={submit}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
        {loading ? 'Signing in…' : 'Sign In'}
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
  );
}
