import { Box, LinearProgress, Typography } from '@mui/material';

export type StockBarColor = 'error' | 'warning' | 'info' | 'success' | 'primary';

export interface StockBarProps {
  /** Filled share in percent; values outside 0-100 are clamped. */
  value: number;
  color: StockBarColor;
  /** Accessible name of the bar, e.g. "Stock level". */
  label: string;
  /** Text shown under the bar, e.g. "3 of 5 skeins". */
  caption?: string;
}

/** A labelled determinate progress bar for stock levels. */
export function StockBar({ value, color, label, caption }: StockBarProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={clamped}
        color={color}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
