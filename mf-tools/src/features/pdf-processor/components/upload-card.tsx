import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PDF_PROCESSOR_TEXTS } from '@yarn-mgmt/contracts';
import type { usePdfProcessor } from '../hooks/use-pdf-processor';
import { megabytes } from '../utils/megabytes';

/** The picker, the chosen file's chip, the upload's progress and 'Upload and Process' (spec part 2 section 2). */
export function UploadCard({ processor }: { processor: ReturnType<typeof usePdfProcessor> }) {
  const { file, choose, process, uploading, progress, error } = processor;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Upload a PDF">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={uploading}>
            Choose PDF
            <input
              hidden
              type="file"
              accept="application/pdf"
              aria-label="PDF file"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Chip label={`${file.name} (${megabytes(file.size)})`} sx={{ maxWidth: '100%' }} />}
        </Stack>
        {progress !== null && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {progress}% uploaded
            </Typography>
            {progress === 100 && (
              <Typography variant="body2" color="text.secondary" role="status">
                {PDF_PROCESSOR_TEXTS.reading}
              </Typography>
            )}
          </Box>
        )}
        <Box>
          <Button variant="contained" onClick={() => void process()} disabled={uploading}>
            {PDF_PROCESSOR_TEXTS.uploadButton}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {PDF_PROCESSOR_TEXTS.supported}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
