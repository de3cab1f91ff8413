import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { foundFieldText, foundFields } from '../../../utils/reading-fields';
import type { UploadItem } from '../hooks/use-bulk-import';

const STATUS_TEXT = { queued: 'Waiting', uploading: 'Uploading…', done: 'Added', failed: 'Failed' } as const;

/** One file: its progress, then the new pattern (a link) with the fields read and their confidence, or its error. */
export function UploadRow({ item }: { item: UploadItem }) {
  const found = item.result ? foundFields(item.result.reading) : [];
  return (
    <Box component="li" aria-label={item.file.name} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 500 }}>{item.file.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {STATUS_TEXT[item.status]}
        </Typography>
      </Stack>
      {(item.status === 'queued' || item.status === 'uploading') && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={`Upload progress of ${item.file.name}`}
          sx={{ mt: 1 }}
        />
      )}
      {item.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {item.error}
        </Alert>
      )}
      {item.result && (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={`/patterns/${item.result.pattern.id}`}>
            {item.result.pattern.title}
          </Link>
          {found.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}
              aria-label="Fields found"
            >
              {found.map((field) => (
                <Chip key={field.field} label={foundFieldText(field)} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Nothing could be read from this PDF: open the pattern to fill it in.
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
