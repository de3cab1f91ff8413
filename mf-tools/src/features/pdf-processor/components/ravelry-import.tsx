import { Alert, Paper, Stack, Typography } from '@mui/material';
import { PDF_PROCESSOR_TEXTS, type PdfToolHandoff } from '@yarn-mgmt/contracts';
import { FactsList } from './facts-list';

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : 'Not found');

/** The arrival from a Ravelry pattern's detail (spec part 2 section 2): the pattern as its page had it. */
export function RavelryImport({ handoff }: { handoff: PdfToolHandoff }) {
  const source = handoff.sourceData;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Imported pattern">
      <Stack spacing={2}>
        <Alert severity="success">{PDF_PROCESSOR_TEXTS.ravelryImported}</Alert>
        <Typography variant="h6" component="h2">
          {handoff.patternName}
        </Typography>
        <FactsList
          facts={[
            ['Author', textOf(handoff.designer)],
            ['Difficulty', textOf(source.difficulty)],
            ['Yarn weight', textOf(source.yarn_weight)],
          ]}
        />
      </Stack>
    </Paper>
  );
}
