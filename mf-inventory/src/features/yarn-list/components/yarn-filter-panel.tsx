import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
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
  type YarnWeight,
} from '@yarn-mgmt/contracts';
import { useYarnBrands } from '../../../api/get-yarn-brands';
import { DEFAULT_FILTERS, type Range, type YarnFilters } from '../utils/filters-to-params';

const STOCK_LABELS: Record<StockLevelFilter, string> = {
  all: 'All',
  sufficient: 'Sufficient',
  low: 'Low',
  critical: 'Critical',
  out: 'Out of stock',
};

export interface YarnFilterPanelProps {
  filters: YarnFilters;
  onChange: (filters: YarnFilters) => void;
}

export function YarnFilterPanel({ filters, onChange }: YarnFilterPanelProps) {
  const [advanced, setAdvanced] = useState(false);
  const brands = useYarnBrands();
  const set = <K extends keyof YarnFilters>(key: K, value: YarnFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <FormControl size="small">
          <InputLabel id="filter-brand">Brand</InputLabel>
          <Select
            labelId="filter-brand"
            label="Brand"
            value={filters.brand}
            onChange={(event) => set('brand', event.target.value)}
          >
            <MenuItem value="">All brands</MenuItem>
            {(brands.data ?? []).map((brand) => (
              <MenuItem key={brand.id} value={brand.name}>
                {brand.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small">
          <InputLabel id="filter-weight">Weight</InputLabel>
          <Select
            labelId="filter-weight"
            label="Weight"
            value={filters.weight}
            onChange={(event) => set('weight', event.target.value as YarnWeight | '')}
          >
            <MenuItem value="">All weights</MenuItem>
            {YARN_WEIGHTS.map((weight) => (
              <MenuItem key={weight} value={weight}>
                {weight}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          label="Color"
          value={filters.color}
          onChange={(event) => set('color', event.target.value)}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.showOnlyAvailable}
              onChange={(event) => set('showOnlyAvailable', event.target.checked)}
            />
          }
          label="Show only available"
        />
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
          <FormControl size="small">
            <InputLabel id="filter-fiber">Fiber</InputLabel>
            <Select
              labelId="filter-fiber"
              label="Fiber"
              value={filters.fiber}
              onChange={(event) => set('fiber', event.target.value)}
            >
              <MenuItem value="">All fibers</MenuItem>
              {FIBER_OPTIONS.map((fiber) => (
                <MenuItem key={fiber} value={fiber}>
                  {fiber}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            size="small"
            label="Location"
            value={filters.location}
            onChange={(event) => set('location', event.target.value)}
          />
          <RangeSlider
            label="Quantity (g)"
            value={filters.quantityRange}
            slider={QUANTITY_SLIDER}
            onChange={(range) => set('quantityRange', range)}
          />
          <RangeSlider
            label="Price per skein ($)"
            value={filters.priceRange}
            slider={PRICE_SLIDER}
            onChange={(range) => set('priceRange', range)}
          />
          <FormControl size="small">
            <InputLabel id="filter-stock">Stock level</InputLabel>
            <Select
              labelId="filter-stock"
              label="Stock level"
              value={filters.stockLevel}
              onChange={(event) => set('stockLevel', event.target.value)}
            >
              {STOCK_LEVEL_FILTERS.map((level) => (
                <MenuItem key={level} value={level}>
                  {STOCK_LABELS[level]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={filters.recentlyAdded}
                onChange={(event) => set('recentlyAdded', event.target.checked)}
              />
            }
            label="Recently added"
          />
        </Box>
      </Collapse>
    </Paper>
  );
}

function RangeSlider({
  label,
  value,
  slider,
  onChange,
}: {
  label: string;
  value: Range;
  slider: { min: number; max: number; step: number };
  onChange: (range: Range) => void;
}) {
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
