import { useState, type ReactNode } from 'react';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';

export interface GalleryPhoto {
  id: string;
  url: string;
  alt: string;
}

export interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** Text shown when there are no photos. */
  emptyText?: string;
  columns?: number;
  /** How to draw one image (e.g. fetched with credentials); defaults to a plain <img>. */
  renderImage?: (photo: GalleryPhoto, variant: 'thumbnail' | 'full') => ReactNode;
}

function defaultImage(photo: GalleryPhoto, variant: 'thumbnail' | 'full') {
  return (
    <Box
      component="img"
      src={photo.url}
      alt={photo.alt}
      sx={
        variant === 'thumbnail'
          ? { width: '100%', height: '100%', objectFit: 'cover', display: 'block' }
          : { maxWidth: '100%', maxHeight: '80vh', display: 'block', mx: 'auto' }
      }
    />
  );
}

/** A grid of photos; clicking one opens a lightbox with previous/next. */
export function PhotoGallery({
  photos,
  emptyText = 'No photos',
  columns = 3,
  renderImage = defaultImage,
}: PhotoGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (photos.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;

  const current = openIndex === null ? undefined : photos[openIndex];
  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? null : (index + delta + photos.length) % photos.length));

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1 }}>
        {photos.map((photo, index) => (
          <Box
            key={photo.id}
            component="button"
            type="button"
            aria-label={`Open photo ${index + 1}`}
            onClick={() => setOpenIndex(index)}
            sx={{
              p: 0,
              border: 0,
              cursor: 'pointer',
              aspectRatio: '1 / 1',
              overflow: 'hidden',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            {renderImage(photo, 'thumbnail')}
          </Box>
        ))}
      </Box>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpenIndex(null)}
        maxWidth="lg"
        aria-label="Photo viewer"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        {current && (
          <Box sx={{ position: 'relative', p: 2, minWidth: 280 }}>
            <IconButton
              aria-label="Close photo"
              onClick={() => setOpenIndex(null)}
              sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1 }}
            >
              <CloseIcon />
            </IconButton>
            {renderImage(current, 'full')}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
              <IconButton aria-label="Previous photo" onClick={() => step(-1)} disabled={photos.length < 2}>
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="body2" color="text.secondary">
                {(openIndex ?? 0) + 1} / {photos.length}
              </Typography>
              <IconButton aria-label="Next photo" onClick={() => step(1)} disabled={photos.length < 2}>
                <ChevronRightIcon />
              </IconButton>
            </Box>
          </Box>
        )}
      </Dialog>
    </>
  );
}
