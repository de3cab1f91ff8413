import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A page's row of stat tiles: one column on a phone, two on a tablet, four across from `md` up. */
export function StatTileGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
