import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PercentIcon from '@mui/icons-material/Percent';
import TodayIcon from '@mui/icons-material/Today';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { DealStats } from '@yarn-mgmt/contracts';
import { statValue, StatTiles } from '@yarn-mgmt/ui';
import { useDealStats } from '../../../api/deals-stats';

/** Total Deals, Active Deals, Avg Discount (one decimal) and This Week, from GET /deals/stats. */
export function DealStatsCards() {
  const query = useDealStats();
  const value = (pick: (stats: DealStats) => number | string) =>
    statValue(query.data?.stats, query.isPending, pick);
  return (
    <StatTiles
      tiles={[
        { label: 'Total Deals', value: value((s) => s.totalDeals), icon: <LocalOfferIcon /> },
        { label: 'Active Deals', value: value((s) => s.activeDeals), icon: <TrendingUpIcon /> },
        {
          label: 'Avg Discount',
          value: value((s) => `${s.avgDiscount.toFixed(1)}%`),
          icon: <PercentIcon />,
        },
        { label: 'This Week', value: value((s) => s.dealsThisWeek), icon: <TodayIcon /> },
      ]}
    />
  );
}
