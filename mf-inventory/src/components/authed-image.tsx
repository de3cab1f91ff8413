import { Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { useAuthedObjectUrl } from '@yarn-mgmt/web-platform';

export interface AuthedImageProps {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
}

/** A photo the API serves only with the bearer token, which an `<img src>` cannot send. */
export function AuthedImage({ src, alt, sx }: AuthedImageProps) {
  const image = useAuthedObjectUrl(src);
  if (image.status === 'failed') {
    return (
      <Box role="img" aria-label={alt} sx={sx}>
        <Box sx={{ width: '100%', height: '100%', minHeight: 40, bgcolor: 'action.hover' }} />
      </Box>
    );
  }
  if (image.status === 'loading') {
    return <Skeleton variant="rectangular" sx={sx} aria-label={`Loading ${alt}`} />;
  }
  return <Box component="img" src={image.url} alt={alt} sx={sx} />;
}

export const COVER_IMAGE_SX = {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
} as const;
