import { useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@yarn-mgmt/contracts';

export interface NewPhotosPickerProps {
  files: File[];
  onFiles: (files: File[]) => void;
  /** Upload progress 0-100 while saving, else null. */
  progress: number | null;
}

const acceptable = (file: File) =>
  (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) && file.size <= PHOTO_MAX_BYTES;

/** Photos to upload once the entry is saved: JPEG, PNG, WebP or GIF up to 10 MB each. */
export function NewPhotosPicker({ files, onFiles, progress }: NewPhotosPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const bad = chosen.find((file) => !acceptable(file));
    if (bad) {
      setError(`${bad.name}: photos must be JPEG, PNG, WebP or GIF up to 10 MB`);
      return;
    }
    setError(null);
    onFiles(chosen);
  };
  return (
    <Box>
      <Button variant="outlined" component="label">
        Add photos
        <input
          hidden
          type="file"
          multiple
          accept={PHOTO_MIME_TYPES.join(',')}
          aria-label="Photos"
          onChange={(event) => choose(event.target.files)}
        />
      </Button>
      {files.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {files.map((file) => file.name).join(', ')}
        </Typography>
      )}
      {error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ mt: 1 }} />
      )}
    </Box>
  );
}
