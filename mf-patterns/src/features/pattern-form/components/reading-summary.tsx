import { Alert, Chip, Stack, Typography } from '@mui/material';
import { foundFieldText } from '../../../utils/reading-fields';
import type { FillResult } from '../hooks/use-fill-from-pdf';

export const NOTHING_READ_TEXT = 'Nothing could be read from this PDF: fill in the pattern by hand.';
export const NO_TEXT_LAYER_TEXT =
  'Nothing could be read from this PDF: it has no text (a scanned PDF?). Fill in the pattern by hand.';

/** What "Fill from PDF" did: the fields it filled with its confidence, and what it left as the user had it. */
export function ReadingSummary({ result }: { result: FillResult }) {
  if (result.filled.length === 0 && result.kept.length === 0) {
    return <Alert severity="info">{result.textChars === 0 ? NO_TEXT_LAYER_TEXT : NOTHING_READ_TEXT}</Alert>;
  }
  return (
    <Alert severity={result.filled.length > 0 ? 'success' : 'info'}>
      <Typography variant="body2" gutterBottom>
        {result.filled.length > 0
          ? 'Filled from the PDF: please check these fields before saving.'
          : 'Every field the PDF names was already filled in: nothing was changed.'}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        aria-label="Filled from the PDF"
      >
        {result.filled.map((found) => (
          <Chip
            key={found.field}
            label={foundFieldText(found)}
            size="small"
            color="success"
            variant="outlined"
          />
        ))}
      </Stack>
      {result.kept.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Kept as you had them: {result.kept.map((found) => found.label).join(', ')}
        </Typography>
      )}
    </Alert>
  );
}
