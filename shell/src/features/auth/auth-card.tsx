import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';

/** The branded card both sign-in pages sit in. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
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
        {children}
      </Paper>
    </Container>
  );
}
