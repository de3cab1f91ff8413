import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { PriceHistoryPoint } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { CHART_HEIGHT } from './chart-size';

export interface PriceHistoryChartProps {
  history: PriceHistoryPoint[];
  /** YYYY-MM-DD of the next predicted sale, marked on the chart; null without a prediction. */
  predictedSale: string | null;
}

export const PREDICTED_SALE_LABEL = 'Predicted sale';
/** Up to a month of days, each day is marked on the lines. */
const MARKED_DAYS = 31;

/**
 * The brand's average price (left axis) and average discount (right axis) per day, and the predicted next sale
 * as a dashed line. Its own chunk: MUI X Charts loads only when a brand's timeline is shown.
 */
export function PriceHistoryChart({ history, predictedSale }: PriceHistoryChartProps) {
  const theme = useTheme();
  const format = useFormatters();
  const dates = history.map((point) => parseISO(point.date));
  const predicted = predictedSale ? parseISO(predictedSale) : null;
  const first = dates[0];
  const last = dates[dates.length - 1];
  // The axis runs a little past the predicted sale, so its line is not drawn on the chart's edge.
  const max =
    predicted && first && (!last || predicted > last)
      ? addDays(predicted, Math.max(3, Math.round(differenceInCalendarDays(predicted, first) / 20)))
      : last;
  const showMark = history.length <= MARKED_DAYS;
  // The history's prices are in one currency (its points say which): shown in it, never in the setting's.
  const currency = history[0]?.currency;
  return (
    <LineChart
      height={CHART_HEIGHT}
      skipAnimation
      xAxis={[
        {
          id: 'date',
          data: dates,
          scaleType: 'time',
          max,
          valueFormatter: (value: Date) => format.date(value) ?? '',
        },
      ]}
      yAxis={[
        // Wide enough for a price such as 114.95 (the default cut it to "14.9…").
        { id: 'price', position: 'left', label: `Avg price (${format.symbolOf(currency)})`, width: 64 },
        { id: 'discount', position: 'right', label: 'Avg discount (%)', min: 0, width: 56 },
      ]}
      series={[
        {
          id: 'avg_price',
          label: 'Average price',
          yAxisId: 'price',
          curve: 'linear',
          // A line needs two days: with few points each day is marked, so a first day's figures show.
          showMark,
          data: history.map((point) => point.avg_price),
          valueFormatter: (value) => (value === null ? '' : (format.money(value, currency) ?? '')),
          color: theme.palette.primary.main,
        },
        {
          id: 'avg_discount',
          label: 'Average discount',
          yAxisId: 'discount',
          curve: 'linear',
          showMark,
          data: history.map((point) => point.avg_discount),
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
          color: theme.palette.secondary.main,
        },
      ]}
    >
      {predicted && (
        <ChartsReferenceLine
          x={predicted}
          label={PREDICTED_SALE_LABEL}
          labelAlign="start"
          spacing={{ x: -6, y: 5 }}
          labelStyle={{ textAnchor: 'end', fontSize: 12 }}
          lineStyle={{ strokeDasharray: '6 4', stroke: theme.palette.error.main }}
        />
      )}
    </LineChart>
  );
}
