import { Alert, Box, Button, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { Prediction } from '@yarn-mgmt/contracts';
import { useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { numberText } from '../utils/number-text';
import { InfoCard } from './info-card';

/** The Set Alert button's only effect (spec part 2 section 2: a coming-soon alert). */
export const SALE_ALERT_COMING_SOON_TEXT = 'Sale alerts are coming soon!';
/** Shown when the server gives no prediction and no reason. */
export const NO_PREDICTION_TEXT = 'Not enough sales history to predict the next sale yet.';

/** Next Predicted Sale: date, confidence, estimated discount and the frequency it rests on, or why there is none. */
export function PredictionCard({ prediction }: { prediction: Prediction }) {
  const format = useFormatters();
  const toast = useToast();
  const title = 'Next Predicted Sale';
  if (!prediction.hasPrediction || !prediction.nextPredictedSale) {
    return (
      <InfoCard title={title} icon={<EventIcon />}>
        <Alert severity="info">{prediction.message ?? NO_PREDICTION_TEXT}</Alert>
      </InfoCard>
    );
  }
  const lines = [
    prediction.confidence !== null && `Confidence: ${Math.round(prediction.confidence)}%`,
    prediction.estimatedDiscount !== null &&
      `Estimated discount: ~${Math.round(prediction.estimatedDiscount)}%`,
    prediction.basedOnFrequency !== null &&
      `Based on analysis of ${numberText(prediction.basedOnFrequency)} day average frequency`,
  ].filter((line): line is string => typeof line === 'string');
  return (
    <InfoCard title={title} icon={<EventIcon />}>
      <Typography variant="h5" component="p" color="primary">
        {format.longDate(prediction.nextPredictedSale)}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<NotificationsActiveIcon />}
          onClick={() => toast.info(SALE_ALERT_COMING_SOON_TEXT)}
        >
          Set Alert
        </Button>
      </Box>
    </InfoCard>
  );
}
