import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface PageHeaderProps {
  title: string;
  /** Buttons shown on the right of the title. */
  actions?: ReactNode;
}

/** The page's one h1. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
