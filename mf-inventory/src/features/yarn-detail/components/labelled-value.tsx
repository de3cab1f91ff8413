import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const NOT_SPECIFIED = 'Not specified';
export const NOT_RECORDED = 'Not recorded';

/** One fact of the yarn: a small caption over its value. */
export function LabelledValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}
