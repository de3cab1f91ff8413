import { useState } from 'react';
import { Box, Typography } from '@mui/material';

export const NO_IMAGE_TEXT = 'No Image';
export const DEAL_IMAGE_HEIGHT = 180;

/** A deal's picture, loaded only near the viewport; 'No Image' without one or when it fails to load. */
export function DealImage({ src, alt }: { src: string | null; alt: string }) {
  // Keyed by the URL where it is used, so a new image gets a fresh try.
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <Box
        sx={{
          height: DEAL_IMAGE_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <Typography color="text.secondary">{NO_IMAGE_TEXT}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', height: DEAL_IMAGE_HEIGHT, objectFit: 'cover' }}
    />
  );
}
