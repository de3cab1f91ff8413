import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { PdfProcessing } from '@yarn-mgmt/contracts';

/** A scan being read by OCR: its progress over every page, as the service reports it. */
export function OcrProgress({ upload }: { upload: PdfProcessing }) {
  const percent = upload.ocr?.percent ?? 0;
  const pages = upload.ocr?.pages ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Reading the scan">
      <Typography variant="h6" component="h2" gutterBottom>
        Reading the scanned pages
      </Typography>
      <Typography variant="body2" gutterBottom>
        {upload.fileName} has no text layer: its {pages === 1 ? 'page is' : `${pages} pages are`} being read
        by OCR.
      </Typography>
      <Box>
        <LinearProgress variant="determinate" value={percent} aria-label="OCR progress" />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {percent}% read
        </Typography>
      </Box>
    </Paper>
  );
}
