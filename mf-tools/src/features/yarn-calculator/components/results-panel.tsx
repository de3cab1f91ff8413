import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import type { CalcResult } from '@yarn-mgmt/domain';
import { EmptyState } from '@yarn-mgmt/ui';
import { StashCheck } from './stash-check';

export const NO_CALCULATION_TEXT = 'No Calculation Yet';

function ResultLines({ lines }: { lines: CalcResult['lines'] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {lines.map(({ label, value }, index) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            py: 1,
            borderTop: index > 0 ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.25rem' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface ResultsPanelProps {
  result: CalcResult | null;
  /** Counts the calculations: each new one asks "Do I have enough?" afresh. */
  run: number;
}

/** The Results panel: the last calculation's lines, its note or check, or "No Calculation Yet". */
export function ResultsPanel({ result, run }: ResultsPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="calculator-results" sx={{ p: 2 }}>
      <Typography id="calculator-results" variant="h6" component="h2" gutterBottom>
        Results
      </Typography>
      {/* Announced as results come and go, for whoever cannot see the panel change. */}
      <Box aria-live="polite">
        {result ? (
          <Stack spacing={2}>
            <ResultLines lines={result.lines} />
            {result.notice && <Alert severity={result.notice.severity}>{result.notice.text}</Alert>}
            {result.note && <Alert severity="info">{result.note}</Alert>}
            {result.stash && <StashCheck key={run} weight={result.stash.weight} yards={result.stash.yards} />}
          </Stack>
        ) : (
          <EmptyState
            icon={<CalculateOutlinedIcon fontSize="inherit" />}
            title={NO_CALCULATION_TEXT}
            description="Choose a calculation type, fill in its fields and press Calculate."
          />
        )}
      </Box>
    </Paper>
  );
}
