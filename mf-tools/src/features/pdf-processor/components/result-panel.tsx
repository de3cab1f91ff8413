import { Alert, Box, Button, Divider, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { patternDraftHandoff, PDF_PROCESSOR_TEXTS, type PdfProcessing } from '@yarn-mgmt/contracts';
import { FactsList } from './facts-list';
import { ReadingTable } from './reading-table';

const orUnknown = (value: string | null) => value ?? 'Not found';

/**
 * 'Processing Complete' (spec part 2 section 2): title, author, difficulty, yarn weight, materials, the counts of
 * characters and images extracted, then the parser's fields with their confidence, and Save to Library.
 */
export function ResultPanel({ result }: { result: PdfProcessing }) {
  const navigate = useNavigate();
  const { analysis, extractedData, reading } = result;
  if (!analysis || !extractedData || !reading) return null;
  const saveToLibrary = () =>
    void navigate('/patterns/new', {
      state: patternDraftHandoff({
        reading,
        difficultyLevel: analysis.difficultyLevel,
        upload: { id: result.id, fileName: result.fileName, sizeBytes: result.sizeBytes },
      }),
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pdf-result-heading">
      <Stack spacing={2}>
        <Typography id="pdf-result-heading" variant="h6" component="h2">
          {PDF_PROCESSOR_TEXTS.complete}
        </Typography>
        {result.textSource === 'ocr' && (
          <Alert severity="info">
            This PDF had no text layer: its text was read by OCR from the scanned pages, so check it.
          </Alert>
        )}
        <FactsList
          facts={[
            ['Title', orUnknown(analysis.title)],
            ['Author', orUnknown(analysis.author)],
            ['Difficulty', orUnknown(analysis.difficulty)],
            ['Yarn weight', orUnknown(analysis.yarnWeight)],
          ]}
        />
        <Box>
          <Typography variant="subtitle2" component="h3">
            Materials
          </Typography>
          {analysis.materials.length ? (
            <List dense disablePadding aria-label="Materials">
              {analysis.materials.map((line) => (
                <ListItem
                  key={line}
                  disableGutters
                  sx={{ typography: 'body2', py: 0.25, overflowWrap: 'anywhere' }}
                >
                  {line}
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2">None listed</Typography>
          )}
        </Box>
        <FactsList
          facts={[
            ['Characters extracted', extractedData.text.length.toLocaleString('en-US')],
            ['Images extracted', String(extractedData.images.length)],
            [
              'Pages',
              result.pagesRead < result.pages
                ? `${result.pagesRead} of ${result.pages} read`
                : String(result.pages),
            ],
          ]}
        />
        <Divider />
        <Typography variant="subtitle2" component="h3">
          Pattern details found
        </Typography>
        <ReadingTable reading={reading} />
        <Box>
          <Button variant="contained" onClick={saveToLibrary}>
            {PDF_PROCESSOR_TEXTS.saveToLibrary}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
