import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A call to action, e.g. a button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
      }}
    >
      {icon && <Box sx={{ color: 'text.secondary', fontSize: 48, display: 'flex' }}>{icon}</Box>}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description && <Typography color="text.secondary">{description}</Typography>}
      {action}
    </Box>
  );
}
