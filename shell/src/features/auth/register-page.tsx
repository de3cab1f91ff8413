import { useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { SignUpFormSchema } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useAuth } from '@yarn-mgmt/web-platform';
import { AuthCard } from './auth-card';

type SignUpInput = z.input<typeof SignUpFormSchema>;
type SignUpValues = z.output<typeof SignUpFormSchema>;

function visibilityToggle(visible: boolean, toggle: () => void, label: string) {
  return {
    input: {
      endAdornment: (
        <InputAdornment position="end">
          <IconButton aria-label={label} onClick={toggle} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      ),
    },
  };
}

/** /register: the sign-up page (spec part 2 section 2, rules in section 5). */
export function RegisterPage() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ first_name, last_name, email, password }) => {
    setServerError(null);
    try {
      await signUp({ first_name, last_name, email, password });
      await navigate('/dashboard', { replace: true });
    } catch (failure) {
      setServerError(serverErrorMessage(failure, 'Failed to create account'));
    }
  });

  return (
    <AuthCard subtitle="Create your account">
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            fullWidth
            margin="normal"
            {...register('first_name')}
            error={Boolean(errors.first_name)}
            helperText={errors.first_name?.message}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            fullWidth
            margin="normal"
            {...register('last_name')}
            error={Boolean(errors.last_name)}
            helperText={errors.last_name?.message}
          />
        </Box>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          fullWidth
          margin="normal"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          fullWidth
          margin="normal"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          slotProps={visibilityToggle(
            showPassword,
            () => setShowPassword((v) => !v),
            'toggle password visibility',
          )}
        />
        <TextField
          label="Confirm Password"
          type={showConfirm ? 'text' : 'password'}
          autoComplete="new-password"
          fullWidth
          margin="normal"
          {...register('confirmPassword')}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
          slotProps={visibilityToggle(
            showConfirm,
            () => setShowConfirm((v) => !v),
            'toggle confirm password visibility',
          )}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={isSubmitting}
          sx={{ mt: 2, mb: 2 }}
        >
          Sign Up
        </Button>
        <Typography variant="body2" align="center">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" align="center" sx={{ mt: 2 }}>
          By signing up, you agree to organize your yarn collection responsibly
        </Typography>
      </Box>
    </AuthCard>
  );
}
