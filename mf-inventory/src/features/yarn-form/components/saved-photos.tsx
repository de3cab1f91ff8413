import { useState } from 'react';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { YarnPhoto } from '@yarn-mgmt/contracts';
import { ConfirmDialog } from '@yarn-mgmt/ui';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { AuthedImage, COVER_IMAGE_SX } from '../../../components/authed-image';
import { useDeleteYarnPhoto, useSetCoverPhoto } from '../api/yarn-photos';

const REMOVE_DIALOG = {
  title: 'Remove photo?',
  message: 'The photo will be deleted. This action cannot be undone.',
  confirmLabel: 'Remove',
  destructive: true,
} as const;

/** The entry's saved photos: pick the cover (the card's picture) or remove one, after a confirmation. */
export function SavedPhotos({ yarnId, photos }: { yarnId: string; photos: YarnPhoto[] }) {
  const toast = useToast();
  const remove = useDeleteYarnPhoto();
  const cover = useSetCoverPhoto();
  const [toRemove, setToRemove] = useState<YarnPhoto | null>(null);
  // The card shows the flagged cover, else the first photo (libs/domain toYarnCard).
  const coverId = (photos.find((photo) => photo.is_cover) ?? photos[0])?.id;

  const makeCover = (photo: YarnPhoto) =>
    cover.mutate(
      { id: yarnId, photoId: photo.id },
      {
        onSuccess: () => toast.success('Cover photo updated'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to set the cover photo')),
      },
    );
  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(
      { id: yarnId, photoId: toRemove.id },
      {
        onSuccess: () => toast.success('Photo removed'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to remove photo')),
        onSettled: () => setToRemove(null),
      },
    );
  };

  return (
    <Box component="section" aria-label="Saved photos">
      <Typography variant="subtitle2" gutterBottom>
        Photos (the starred one is the cover)
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
        {photos.map((photo, index) => {
          const isCover = photo.id === coverId;
          const name = `photo ${index + 1}`;
          return (
            <Box
              key={photo.id}
              sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden' }}
            >
              <AuthedImage src={photo.url} alt={photo.alt} sx={COVER_IMAGE_SX} />
              {isCover && (
                <Chip
                  label="Cover"
                  size="small"
                  color="primary"
                  sx={{ position: 'absolute', left: 4, top: 4 }}
                />
              )}
              <Box
                sx={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  display: 'flex',
                  bgcolor: 'background.paper',
                }}
              >
                <Tooltip title={isCover ? 'Cover photo' : 'Use as cover'}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`use ${name} as cover`}
                      aria-pressed={isCover}
                      disabled={isCover || cover.isPending}
                      onClick={() => makeCover(photo)}
                    >
                      {isCover ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Remove photo">
                  <IconButton size="small" aria-label={`remove ${name}`} onClick={() => setToRemove(photo)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        {...REMOVE_DIALOG}
        open={toRemove !== null}
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={confirmRemove}
      />
    </Box>
  );
}
