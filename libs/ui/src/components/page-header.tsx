import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface PageHeaderProps {
  title: string;
  /** Buttons shown on the right of the title; on a narrow screen they wrap under it. */
  actions?: ReactNode;
}

/** The page's one h1. A long title wraps rather than being cut or widening the page. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        mb: 3,
      }}
    >
      <Typography variant="h4" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
