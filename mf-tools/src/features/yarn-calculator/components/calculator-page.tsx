import { useState } from 'react';
import { Box, Paper } from '@mui/material';
import { CALCULATION_TYPES, type CalculationType } from '@yarn-mgmt/contracts';
import { CALCULATOR_ASSUMPTIONS, type CalcResult } from '@yarn-mgmt/domain';
import { PageHeader, SelectField } from '@yarn-mgmt/ui';
import { usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { CalculatorForm } from './calculator-form';
import { ResultsPanel } from './results-panel';

const labelOf = (type: CalculationType) => CALCULATION_TYPES.find((option) => option.value === type)!.label;

/**
 * /calculator (spec part 2 section 2): the Calculation Type, its fields and Calculate, and the Results panel.
 * The result resets when the type changes (section 4); each type's fields start afresh.
 */
export function CalculatorPage() {
  const title = usePageTitle();
  const [type, setType] = useState<CalculationType>(CALCULATION_TYPES[0].value);
  const [result, setResult] = useState<CalcResult | null>(null);
  const [run, setRun] = useState(0);
  const show = (next: CalcResult | null) => {
    setResult(next);
    setRun((count) => count + 1);
  };
  const choose = (next: CalculationType | '') => {
    if (next === '' || next === type) return;
    setType(next);
    setResult(null);
  };

  return (
    <PageRoot>
      <PageHeader title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <SelectField
            label="Calculation Type"
            value={type}
            options={CALCULATION_TYPES}
            onChange={choose}
            helperText={CALCULATOR_ASSUMPTIONS[type]}
            fullWidth
          />
          <CalculatorForm key={type} type={type} label={labelOf(type)} onResult={show} />
        </Paper>
        <ResultsPanel result={result} run={run} />
      </Box>
    </PageRoot>
  );
}
