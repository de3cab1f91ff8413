import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export interface FormSectionProps {
  title: string;
  /** Fields side by side from `md` up; 1 stacks them. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** A titled group of form fields. */
export function FormSection({ title, columns = 2, children }: FormSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: columns === 2 ? 'repeat(2, 1fr)' : '1fr' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
