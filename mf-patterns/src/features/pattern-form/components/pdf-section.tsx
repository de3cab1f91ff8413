import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { PATTERN_PDF_MAX_BYTES, type Pattern } from '@yarn-mgmt/contracts';
import { errorMessage, useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { useDeletePatternFile } from '../api/pattern-file';
import type { useFillFromPdf } from '../hooks/use-fill-from-pdf';
import { ReadingSummary } from './reading-summary';

export interface PdfSectionProps {
  /** The saved pattern, on an edit: its current file can be removed. */
  pattern?: Pattern;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Upload progress 0-100 while saving, else null. */
  progress: number | null;
  reader: ReturnType<typeof useFillFromPdf>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The pattern's PDF: attach one (uploaded after saving), read it to fill the form, or remove the saved one. */
export function PdfSection({ pattern, file, onFile, progress, reader }: PdfSectionProps) {
  const format = useFormatters();
  const toast = useToast();
  const removeFile = useDeletePatternFile();
  const [error, setError] = useState<string | null>(null);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    // The server checks the bytes; this only spares an upload that cannot succeed.
    if (chosen.size > PATTERN_PDF_MAX_BYTES) {
      setError(`${chosen.name} is larger than ${megabytes(PATTERN_PDF_MAX_BYTES)}`);
      return;
    }
    setError(null);
    onFile(chosen);
  };
  const saved = pattern?.file;

  return (
    <Box component="section" aria-label="Pattern PDF">
      <Typography variant="h6" component="h2" gutterBottom>
        Pattern PDF
      </Typography>
      <Stack spacing={1.5}>
        {saved && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>
              Current file: {saved.name} ({megabytes(saved.size)}, uploaded {format.date(saved.uploaded_at)})
            </Typography>
            <Button
              color="error"
              disabled={removeFile.isPending}
              onClick={() =>
                pattern &&
                removeFile.mutate(pattern.id, {
                  onSuccess: () => toast.success('File removed'),
                  onError: (failure) => toast.error(errorMessage(failure, 'Failed to remove the file')),
                })
              }
            >
              Remove file
            </Button>
          </Stack>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {saved ? 'Replace PDF' : 'Attach PDF'}
            <input
              hidden
              type="file"
              accept="application/pdf"
              aria-label="PDF file"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          <Button
            startIcon={<AutoFixHighIcon />}
            disabled={!file || reader.reading}
            onClick={() => file && void reader.fill(file)}
          >
            Fill from PDF
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Stack>
        {reader.progress !== null && (
          <LinearProgress variant="determinate" value={reader.progress} aria-label="Reading progress" />
        )}
        {(error ?? reader.error) && <Alert severity="error">{error ?? reader.error}</Alert>}
        {reader.result && <ReadingSummary result={reader.result} />}
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
        )}
      </Stack>
    </Box>
  );
}
