import type { ReactNode } from 'react';
import { Box, ButtonBase, Paper, Skeleton, Typography } from '@mui/material';

export interface StatTileProps {
  label: string;
  /** null while loading (a skeleton stands in); text such as a dash when the number is unknown. */
  value: number | string | null;
  icon?: ReactNode;
  /** Makes the whole tile one button (the dashboard's tiles open their lists). */
  onClick?: () => void;
}

/** One summary number with its label, e.g. "Total Patterns 42". */
export function StatTile({ label, value, icon, onClick }: StatTileProps) {
  const content = (
    <>
      {icon && <Box sx={{ color: 'primary.main', display: 'flex', fontSize: 32 }}>{icon}</Box>}
      <Box>
        <Typography variant="h5" component="p">
          {value === null ? <Skeleton width={40} /> : value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </>
  );
  const layout = { p: 2, display: 'flex', alignItems: 'center', gap: 2 } as const;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={onClick ? { overflow: 'hidden' } : layout}
    >
      {onClick ? (
        <ButtonBase
          onClick={onClick}
          sx={{ ...layout, width: '100%', justifyContent: 'flex-start', textAlign: 'left' }}
        >
          {content}
        </ButtonBase>
      ) : (
        content
      )}
    </Paper>
  );
}
