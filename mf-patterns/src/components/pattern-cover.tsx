import { Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useAuthedObjectUrl } from '@yarn-mgmt/web-platform';

export interface PatternCoverProps {
  /** The pattern's `image_url`: its stored cover under `/api` (owner's bearer only), an address, or null. */
  src: string | null;
  alt: string;
  sx?: SxProps<Theme>;
  iconSize?: number;
}

const IMAGE_SX = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

function BookIcon({ size }: { size: number }) {
  return <MenuBookIcon color="disabled" sx={{ fontSize: size }} titleAccess="No picture" />;
}

/** A stored cover, which the API serves only with the bearer token (an `<img src>` cannot send it). */
function StoredCover({ src, alt, sx, iconSize = 48 }: PatternCoverProps & { src: string }) {
  const image = useAuthedObjectUrl(src);
  if (image.status === 'failed') return <BookIcon size={iconSize} />;
  if (image.status === 'loading')
    return (
      // A named picture while it loads (a plain element may not carry aria-label).
      <Skeleton variant="rectangular" sx={{ ...IMAGE_SX, ...sx }} role="img" aria-label={`Loading ${alt}`} />
    );
  return <Box component="img" src={image.url} alt={alt} sx={{ ...IMAGE_SX, ...sx }} />;
}

/** A pattern's cover picture (made from its PDF or the user's own photo), or the book icon without one. */
export function PatternCover({ src, alt, sx, iconSize = 48 }: PatternCoverProps) {
  if (!src) return <BookIcon size={iconSize} />;
  if (src.startsWith('/api/')) return <StoredCover src={src} alt={alt} sx={sx} iconSize={iconSize} />;
  return <Box component="img" src={src} alt={alt} sx={{ ...IMAGE_SX, ...sx }} />;
}
