import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { emailForUsername } from '@yarn-mgmt/contracts';
import { errorMessage, useAuth } from '@yarn-mgmt/web-platform';
import { useLandingPath } from '../../app/guards';
import { AuthCard, AuthSubmitButton } from './auth-card';

type Mode = 'sign-in' | 'register';

/** /login: sign in, or (register mode) create an account from a username (DECISIONS 7). */
export function LoginPage() {
  const { login, register } = useAuth();
  const navigate = useNavigate();
  const landingFor = useLandingPath();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const user =
        mode === 'sign-in'
          ? await login(username, password)
          : await register({ username, password, email: emailForUsername(username) });
      await navigate(landingFor(user), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'Authentication failed'));
      setSubmitting(false);
    }
  };

  const toggleMode = () => {
    setMode((current) => (current === 'sign-in' ? 'register' : 'sign-in'));
    setError(null);
  };

  return (
    <AuthCard subtitle="Your Digital Yarn & Pattern Library" error={error}>
      <Box component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
          fullWidth
          margin="normal"
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          fullWidth
          margin="normal"
        />
        <AuthSubmitButton busy={submitting} marginBottom={1}>
          {mode === 'sign-in' ? 'Sign In' : 'Create Account'}
        </AuthSubmitButton>
        <Button type="button" fullWidth onClick={toggleMode}>
          {mode === 'sign-in' ? 'Create new account' : 'Sign in instead'}
        </Button>
      </Box>
    </AuthCard>
  );
}
