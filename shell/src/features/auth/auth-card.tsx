import type { ReactNode } from 'react';
import { Alert, Box, Button, Container, Paper, Typography } from '@mui/material';

/** The branded card both sign-in pages sit in, with the server's refusal (if any) above the form. */
export function AuthCard({
  subtitle,
  error,
  children,
}: {
  subtitle: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Container
      component="main"
      maxWidth="xs"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}
    >
      <Paper elevation={3} sx={{ p: 4, width: '100%' }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h4" component="h1" color="primary" gutterBottom>
            Yarn Management
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </Paper>
    </Container>
  );
}

/** The card's main button: it submits the form and waits, disabled, while the request is out. */
export function AuthSubmitButton({
  busy,
  marginBottom = 2,
  children,
}: {
  busy: boolean;
  marginBottom?: number;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      disabled={busy}
      sx={{ mt: 2, mb: marginBottom }}
    >
      {children}
    </Button>
  );
}
