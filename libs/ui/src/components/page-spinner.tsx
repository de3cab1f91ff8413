import { Box, CircularProgress } from '@mui/material';

/** A spinner centred in the available space (route guard, lazy pages). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '50vh',
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
