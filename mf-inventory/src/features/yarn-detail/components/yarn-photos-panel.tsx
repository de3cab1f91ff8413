import { Paper, Typography } from '@mui/material';
import type { YarnPhoto } from '@yarn-mgmt/contracts';
import { PhotoGallery } from '@yarn-mgmt/ui';
import { AuthedImage, COVER_IMAGE_SX } from '../../../components/authed-image';

const FULL_IMAGE_SX = {
  maxWidth: '100%',
  maxHeight: '80vh',
  display: 'block',
  mx: 'auto',
  minWidth: 240,
  minHeight: 240,
} as const;

/** The photos in a 3-column gallery with a lightbox; "No photos" without any. */
export function YarnPhotosPanel({ photos }: { photos: YarnPhoto[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Photos">
      <Typography variant="h6" component="h2" gutterBottom>
        Photos
      </Typography>
      <PhotoGallery
        photos={photos}
        renderImage={(photo, variant) => (
          <AuthedImage
            src={photo.url}
            alt={photo.alt}
            sx={variant === 'thumbnail' ? COVER_IMAGE_SX : FULL_IMAGE_SX}
          />
        )}
      />
    </Paper>
  );
}
