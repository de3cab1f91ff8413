import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';

export interface StatTileProps {
  label: string;
  /** null while loading (a skeleton stands in); text such as a dash when the number is unknown. */
  value: number | string | null;
  icon?: ReactNode;
}

/** One summary number with its label, e.g. "Total Patterns 42". */
export function StatTile({ label, value, icon }: StatTileProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      {icon && <Box sx={{ color: 'primary.main', display: 'flex', fontSize: 32 }}>{icon}</Box>}
      <Box>
        <Typography variant="h5" component="p">
          {value === null ? <Skeleton width={40} /> : value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}
