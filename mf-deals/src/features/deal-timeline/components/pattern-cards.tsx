import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { PatternAnalysis } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { numberText } from '../utils/number-text';
import { InfoCard, InfoLine } from './info-card';

/** Seasonal Trends: the month and weekday sales start most, and how many sales were observed. */
export function SeasonalTrendsCard({ patterns }: { patterns: PatternAnalysis }) {
  const { seasonal } = patterns;
  return (
    <InfoCard title="Seasonal Trends" icon={<CalendarMonthIcon />}>
      <InfoLine label="Most common month" value={seasonal.mostCommonMonthName} />
      <InfoLine label="Most common day" value={seasonal.mostCommonDayName} />
      <InfoLine label="Total sales observed" value={seasonal.saleCount} />
    </InfoCard>
  );
}

/** Frequency Analysis: days between sales, their average discount, the first and last sale observed. */
export function FrequencyAnalysisCard({ patterns }: { patterns: PatternAnalysis }) {
  const format = useFormatters();
  const { frequency } = patterns;
  const days = frequency.averageFrequencyDays;
  const discount = frequency.averageDiscount;
  return (
    <InfoCard title="Frequency Analysis" icon={<TimelineIcon />}>
      <InfoLine label="Average frequency" value={days === null ? null : `${numberText(days)} days`} />
      <InfoLine label="Average discount" value={discount === null ? null : `${numberText(discount)}%`} />
      <InfoLine label="First sale observed" value={format.date(frequency.firstSale)} />
      <InfoLine label="Last sale observed" value={format.date(frequency.lastSale)} />
    </InfoCard>
  );
}
