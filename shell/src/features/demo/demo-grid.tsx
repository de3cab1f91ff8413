import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The demo's card grid: one column on a phone (375 px), two on a tablet, three on a wide screen. */
export function DemoGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
