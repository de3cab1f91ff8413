import { Box, Stack, Typography } from '@mui/material';

/** A colour's name with its swatch. */
export function ColourName({ name, hex }: { name: string | null; hex: string | null }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {hex && (
        <Box
          role="img"
          aria-label={`Colour swatch ${hex}`}
          sx={{ width: 16, height: 16, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: hex }}
        />
      )}
      <Typography variant="body2">{name ?? 'No colour name'}</Typography>
    </Stack>
  );
}
