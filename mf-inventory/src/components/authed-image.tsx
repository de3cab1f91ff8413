import { useEffect, useState } from 'react';
import { Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { readToken } from '@yarn-mgmt/web-platform';

export interface AuthedImageProps {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
}

/** Photo files need the bearer header, which an <img src> cannot send: fetch as a blob and show an object URL. */
export function AuthedImage({ src, alt, sx }: AuthedImageProps) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    const token = readToken();
    fetch(src, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`Image failed with status ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [src]);

  if (failed) {
    return (
      <Box role="img" aria-label={alt} sx={sx}>
        <Box sx={{ width: '100%', height: '100%', minHeight: 40, bgcolor: 'action.hover' }} />
      </Box>
    );
  }
  if (!objectUrl) return <Skeleton variant="rectangular" sx={sx} aria-label={`Loading ${alt}`} />;
  return <Box component="img" src={objectUrl} alt={alt} sx={sx} />;
}
