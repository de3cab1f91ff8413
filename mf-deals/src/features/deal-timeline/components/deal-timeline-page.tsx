import { useSearchParams } from 'react-router-dom';
import { Box } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import { EmptyState, PageHeader, SelectField } from '@yarn-mgmt/ui';
import { LoadErrorAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { useDealStats } from '../../../api/deals-stats';
import { PageRoot } from '../../../components/page-root';
import { BrandTimeline } from './brand-timeline';

export const SELECT_BRAND_TEXT = 'Select a brand to view deal timeline and predictions';
export const NO_BRANDS_TEXT = 'No brand has deals yet.';
export const BRANDS_LOAD_FAILED_TEXT = 'Could not load the brands.';

/**
 * /deal-timeline: a brand's deal history, sale patterns and next predicted sale. The brands are those with deals
 * (DECISIONS 17); the chosen one is kept in the address (`?brand=`), so a timeline can be linked and reloaded.
 */
export function DealTimelinePage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const stats = useDealStats();
  const brands = stats.data?.brands ?? [];
  // A linked brand stays choosable while the list loads, or after its deals ended.
  const options = brand !== '' && !brands.includes(brand) ? [brand, ...brands] : brands;
  const helperText = stats.data && brands.length === 0 ? NO_BRANDS_TEXT : undefined;
  // A failed refresh keeps the brands it had.
  const brandsFailed = stats.isError && !stats.data;

  return (
    <PageRoot>
      <PageHeader title={title} />
      <Box sx={{ mb: 3, maxWidth: 360 }}>
        <SelectField
          label="Brand"
          fullWidth
          value={brand}
          options={options}
          helperText={helperText}
          error={brandsFailed}
          onChange={(next) => setParams(next === '' ? {} : { brand: next })}
        />
      </Box>
      {brandsFailed && (
        <Box sx={{ mb: 3 }}>
          <LoadErrorAlert error={stats.error}>{BRANDS_LOAD_FAILED_TEXT}</LoadErrorAlert>
        </Box>
      )}
      {brand === '' ? (
        <EmptyState icon={<TimelineIcon fontSize="inherit" />} title={SELECT_BRAND_TEXT} />
      ) : (
        <BrandTimeline key={brand} brand={brand} />
      )}
    </PageRoot>
  );
}
