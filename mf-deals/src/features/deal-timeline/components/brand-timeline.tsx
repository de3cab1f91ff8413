import { lazy, Suspense } from 'react';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { PageSpinner } from '@yarn-mgmt/ui';
import { LoadErrorAlert } from '@yarn-mgmt/web-platform';
import { useDealPatterns } from '../../../api/deals-patterns';
import { useDealPrediction } from '../../../api/deals-prediction';
import { useDealTimeline } from '../../../api/deals-timeline';
import { HistoricalDealsList } from './historical-deals-list';
import { FrequencyAnalysisCard, SeasonalTrendsCard } from './pattern-cards';
import { CHART_HEIGHT } from './chart-size';
import { PredictionCard } from './prediction-card';

export const BRAND_LOAD_FAILED_TEXT =
  'Failed to load brand data. This brand may not have enough historical data yet.';
export const NO_HISTORY_TEXT = 'No price history recorded for this brand yet.';

// The chart library is the heaviest part of the remote: its own chunk, loaded once a brand is shown.
const PriceHistoryChart = lazy(() =>
  import('./price-history-chart').then((m) => ({ default: m.PriceHistoryChart })),
);

/** One brand's timeline, patterns and prediction, fetched in parallel. */
export function BrandTimeline({ brand }: { brand: string }) {
  const timeline = useDealTimeline(brand);
  const patterns = useDealPatterns(brand);
  const prediction = useDealPrediction(brand);

  const error = timeline.error ?? patterns.error ?? prediction.error;
  if (error) {
    return (
      <LoadErrorAlert error={error} severity="warning">
        {BRAND_LOAD_FAILED_TEXT}
      </LoadErrorAlert>
    );
  }
  if (!timeline.data || !patterns.data || !prediction.data) {
    return <PageSpinner label={`Loading ${brand}`} />;
  }
  const { history, deals } = timeline.data;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <PredictionCard prediction={prediction.data} />
        <SeasonalTrendsCard patterns={patterns.data} />
        <FrequencyAnalysisCard patterns={patterns.data} />
      </Box>
      <Paper variant="outlined" component="section" aria-label="Price and discount history" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Price and Discount History
        </Typography>
        {history.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {NO_HISTORY_TEXT}
          </Typography>
        ) : (
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="chart-skeleton" />}
          >
            <PriceHistoryChart
              history={history}
              predictedSale={prediction.data.hasPrediction ? prediction.data.nextPredictedSale : null}
            />
          </Suspense>
        )}
      </Paper>
      <HistoricalDealsList deals={deals} />
    </Stack>
  );
}
