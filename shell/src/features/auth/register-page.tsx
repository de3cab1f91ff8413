import { useState } from 'react';
import { Box, Link, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { SignUpFormSchema } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useAuth } from '@yarn-mgmt/web-platform';
import { defaultViewPath } from '../../app/landing-path';
import { AuthCard, AuthSubmitButton } from './auth-card';
import { PasswordField } from './password-field';

type SignUpInput = z.input<typeof SignUpFormSchema>;
type SignUpValues = z.output<typeof SignUpFormSchema>;

/** /register: the sign-up page (spec part 2 section 2, rules in section 5). */
export function RegisterPage() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ first_name, last_name, email, password }) => {
    setServerError(null);
    try {
      const user = await signUp({ first_name, last_name, email, password });
      await navigate(defaultViewPath(user), { replace: true });
    } catch (failure) {
      setServerError(serverErrorMessage(failure, 'Failed to create account'));
    }
  });

  // 'Passwords do not match' as soon as the confirmation differs (issue 23): once it is no longer the start of
  // the password, when it is left, and again while it is shown; not only on Sign Up.
  const checkConfirmation = (left = false) => {
    const { password, confirmPassword } = getValues();
    if (!confirmPassword && !errors.confirmPassword) return;
    if (left || errors.confirmPassword || !password.startsWith(confirmPassword))
      void trigger('confirmPassword');
  };

  // What every field of the form shares: its registration, its error message, the layout.
  const field = (name: keyof SignUpInput) => ({
    ...register(name, {
      ...(name === 'password' && { onChange: () => checkConfirmation() }),
      ...(name === 'confirmPassword' && {
        onChange: () => checkConfirmation(),
        onBlur: () => checkConfirmation(true),
      }),
    }),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
    margin: 'normal' as const,
  });

  return (
    <AuthCard subtitle="Create your account" error={serverError}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField label="First Name" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('last_name')} />
        </Box>
        <TextField label="Email Address" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" toggleLabel="toggle password visibility" {...field('password')} />
        <PasswordField
          label="Confirm Password"
          toggleLabel="toggle confirm password visibility"
          {...field('confirmPassword')}
        />
        <AuthSubmitButton busy={isSubmitting}>Sign Up</AuthSubmitButton>
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
