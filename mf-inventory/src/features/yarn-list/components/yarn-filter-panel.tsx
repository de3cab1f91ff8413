import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  Paper,
  Slider,
  TextField,
  Typography,
} from '@mui/material';
import {
  FIBER_OPTIONS,
  PRICE_SLIDER,
  QUANTITY_SLIDER,
  STOCK_LEVEL_FILTERS,
  YARN_WEIGHTS,
  type StockLevelFilter,
} from '@yarn-mgmt/contracts';
import { SelectField } from '@yarn-mgmt/ui';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useYarnBrands } from '../../../api/get-yarn-brands';
import { DEFAULT_FILTERS, type Range, type YarnFilters } from '../utils/filters-to-params';

const STOCK_LABELS: Record<StockLevelFilter, string> = {
  all: 'All',
  sufficient: 'Sufficient',
  low: 'Low',
  critical: 'Critical',
  out: 'Out of stock',
};
const STOCK_OPTIONS = STOCK_LEVEL_FILTERS.map((value) => ({ value, label: STOCK_LABELS[value] }));

type BooleanFilter = 'showOnlyAvailable' | 'recentlyAdded';
type TextFilter = 'color' | 'location';
type ChoiceFilter = 'brand' | 'weight' | 'fiber';

export interface YarnFilterPanelProps {
  filters: YarnFilters;
  onChange: (filters: YarnFilters) => void;
}

export function YarnFilterPanel({ filters, onChange }: YarnFilterPanelProps) {
  const [advanced, setAdvanced] = useState(false);
  const brands = useYarnBrands();
  const { currencySymbol } = useFormatters();
  const set = <K extends keyof YarnFilters>(key: K, value: YarnFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const text = (key: TextFilter, label: string) => (
    <TextField
      size="small"
      label={label}
      value={filters[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const choose = (key: ChoiceFilter, label: string, emptyLabel: string, options: readonly string[]) => (
    <SelectField
      size="small"
      label={label}
      value={filters[key]}
      emptyLabel={emptyLabel}
      options={options}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  const check = (key: BooleanFilter, label: string) => (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={filters[key]} onChange={(event) => set(key, event.target.checked)} />}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {choose(
          'brand',
          'Brand',
          'All brands',
          (brands.data ?? []).map((brand) => brand.name),
        )}
        {choose('weight', 'Weight', 'All weights', YARN_WEIGHTS)}
        {text('color', 'Color')}
        {check('showOnlyAvailable', 'Show only available')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" onClick={() => setAdvanced((open) => !open)} aria-expanded={advanced}>
          {advanced ? 'Hide advanced filters' : 'Advanced filters'}
        </Button>
        <Button size="small" onClick={() => onChange({ ...DEFAULT_FILTERS, search: filters.search })}>
          Clear filters
        </Button>
      </Box>
      <Collapse in={advanced} unmountOnExit>
        <Box
          sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {choose('fiber', 'Fiber', 'All fibers', FIBER_OPTIONS)}
          {text('location', 'Location')}
          <RangeSlider
            label="Quantity (g)"
            value={filters.quantityRange}
            slider={QUANTITY_SLIDER}
            onChange={(range) => set('quantityRange', range)}
          />
          <RangeSlider
            label={`Price per skein (${currencySymbol})`}
            value={filters.priceRange}
            slider={PRICE_SLIDER}
            onChange={(range) => set('priceRange', range)}
          />
          <SelectField
            size="small"
            label="Stock level"
            value={filters.stockLevel}
            options={STOCK_OPTIONS}
            onChange={(value) => set('stockLevel', value || 'all')}
          />
          {check('recentlyAdded', 'Recently added')}
        </Box>
      </Collapse>
    </Paper>
  );
}

interface RangeSliderProps {
  label: string;
  value: Range;
  slider: { min: number; max: number; step: number };
  onChange: (range: Range) => void;
}

function RangeSlider({ label, value, slider, onChange }: RangeSliderProps) {
  return (
    <Box sx={{ px: 1 }}>
      <Typography variant="body2" gutterBottom>
        {label}: {value[0]} – {value[1]}
      </Typography>
      <Slider
        value={[value[0], value[1]]}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        valueLabelDisplay="auto"
        getAriaLabel={(index) => `${label} ${index === 0 ? 'minimum' : 'maximum'}`}
        onChange={(_event, next) => {
          if (Array.isArray(next)) onChange([next[0] ?? slider.min, next[1] ?? slider.max]);
        }}
      />
    </Box>
  );
}
