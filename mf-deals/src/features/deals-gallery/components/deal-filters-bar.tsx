import { Box, Paper, Slider, Typography } from '@mui/material';
import { DEAL_FILTERS, DEAL_SORTS, type DealSort } from '@yarn-mgmt/contracts';
import { SelectField } from '@yarn-mgmt/ui';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { DEAL_SORT_LABELS, type DealFilters } from '../utils/filter-deals';

export interface DealFiltersBarProps {
  filters: DealFilters;
  /** The brand choices (the loaded deals' brands, sorted). */
  brands: string[];
  /** The loaded deals' currency, null when they are in several (`dealsCurrency`). */
  currency: string | null;
  onChange: (filters: DealFilters) => void;
}

const SORT_OPTIONS = DEAL_SORTS.map((value) => ({ value, label: DEAL_SORT_LABELS[value] }));

interface RangeSliderProps {
  label: string;
  /** The caption above the slider, e.g. "Min Discount: 25%". */
  caption: string;
  range: { min: number; max: number; step: number };
  value: number;
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

function RangeSlider({ label, caption, range, value, valueText, onChange }: RangeSliderProps) {
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        {caption}
      </Typography>
      <Slider
        aria-label={label}
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={valueText}
        getAriaValueText={valueText}
        onChange={(_, next) => onChange(next)}
      />
    </Box>
  );
}

/** Brand, min discount, max price and sort of the gallery (spec part 2 section 9), applied in the browser. */
export function DealFiltersBar({ filters, brands, currency, onChange }: DealFiltersBarProps) {
  const format = useFormatters();
  const percentText = (value: number) => `${value}%`;
  // At its maximum the price slider filters nothing: "$100.00+"; in the deals' own currency, never the setting's.
  const priceText = (value: number) =>
    `${currency ? format.money(value, currency) : value.toFixed(2)}${value >= DEAL_FILTERS.maxPrice.max ? '+' : ''}`;
  const set = (change: Partial<DealFilters>) => onChange({ ...filters, ...change });
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      <SelectField
        label="Brand"
        size="small"
        value={filters.brand}
        options={brands}
        emptyLabel="All Brands"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(brand) => set({ brand })}
      />
      <RangeSlider
        label="Min discount"
        caption={`Min Discount: ${percentText(filters.minDiscount)}`}
        range={DEAL_FILTERS.minDiscount}
        value={filters.minDiscount}
        valueText={percentText}
        onChange={(minDiscount) => set({ minDiscount })}
      />
      <RangeSlider
        label="Max price"
        caption={`Max Price: ${priceText(filters.maxPrice)}`}
        range={DEAL_FILTERS.maxPrice}
        value={filters.maxPrice}
        valueText={priceText}
        onChange={(maxPrice) => set({ maxPrice })}
      />
      <SelectField<DealSort>
        label="Sort By"
        size="small"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => set({ sort: sort === '' ? 'discount' : sort })}
      />
    </Paper>
  );
}
