import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Slider,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  DIFFICULTY_FILTERS,
  PATTERN_FILTER_YARN_WEIGHTS,
  PATTERN_YARDAGE_SLIDER,
  type PriceFilter,
} from '@yarn-mgmt/contracts';
import { SelectField, useDebouncedValue } from '@yarn-mgmt/ui';
import { CRAFT_OPTIONS } from '../../../utils/pattern-fields';
import { useCategories } from '../api/get-categories';
import { useDesignerSuggestions } from '../api/get-designer-suggestions';
import { DEFAULT_FILTERS, shownYardageRange, type PatternFilters } from '../utils/filters-to-params';

const PRICE_OPTIONS: ReadonlyArray<{ value: PriceFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

type Flag = 'is_free' | 'has_file' | 'favorites' | 'makeable';

export interface PatternFilterPanelProps {
  filters: PatternFilters;
  onChange: (filters: PatternFilters) => void;
}

/**
 * The designer filter: part of a name in any case ("tin can" finds Tin Can Knits), with the user's own designers
 * suggested as they type; picking one, or typing freely, filters.
 */
function DesignerFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const suggestions = useDesignerSuggestions(useDebouncedValue(value, 200), open);
  return (
    <Autocomplete
      freeSolo
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={suggestions.data ?? []}
      // The server already matched the names; filtering again here would hide nothing but cost a render.
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      loading={suggestions.isFetching}
      renderInput={(params) => <TextField {...params} label="Designer" />}
    />
  );
}

/** The spec's pattern filters, plus favourites and "Makeable from my stash" (spec part 1 sections 3 and 9). */
export function PatternFilterPanel({ filters, onChange }: PatternFilterPanelProps) {
  const categories = useCategories();
  const set = <K extends keyof PatternFilters>(key: K, value: PatternFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const check = (key: Flag, label: string, control: 'checkbox' | 'switch' = 'checkbox') => {
    const Control = control === 'switch' ? Switch : Checkbox;
    return (
      <FormControlLabel
        label={label}
        control={<Control checked={filters[key]} onChange={(event) => set(key, event.target.checked)} />}
      />
    );
  };
  const range = shownYardageRange(filters);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <SelectField
          size="small"
          label="Category"
          value={filters.category}
          emptyLabel="All categories"
          options={(categories.data ?? []).map((category) => category.name) as PatternFilters['category'][]}
          onChange={(value) => set('category', value)}
        />
        <SelectField
          size="small"
          label="Craft type"
          value={filters.craft_type}
          emptyLabel="All crafts"
          options={CRAFT_OPTIONS}
          onChange={(value) => set('craft_type', value)}
        />
        <SelectField
          size="small"
          label="Difficulty"
          value={filters.difficulty}
          emptyLabel="All levels"
          options={DIFFICULTY_FILTERS}
          onChange={(value) => set('difficulty', value)}
        />
        <SelectField
          size="small"
          label="Yarn weight"
          value={filters.yarnWeight}
          emptyLabel="All weights"
          options={PATTERN_FILTER_YARN_WEIGHTS}
          onChange={(value) => set('yarnWeight', value)}
        />
        <DesignerFilter value={filters.designer} onChange={(value) => set('designer', value)} />
        <SelectField
          size="small"
          label="Price"
          value={filters.priceFilter}
          options={PRICE_OPTIONS}
          onChange={(value) => set('priceFilter', value || 'all')}
        />
        <Box sx={{ px: 1, gridColumn: { md: 'span 2' } }}>
          <Typography variant="body2" gutterBottom id="yardage-range-label">
            Yardage:{' '}
            {filters.yardageRange
              ? `${range[0]} – ${range[1]}${range[1] === PATTERN_YARDAGE_SLIDER.max ? '+' : ''} yds`
              : 'any'}
          </Typography>
          <Slider
            value={[range[0], range[1]]}
            min={PATTERN_YARDAGE_SLIDER.min}
            max={PATTERN_YARDAGE_SLIDER.max}
            step={PATTERN_YARDAGE_SLIDER.step}
            valueLabelDisplay="auto"
            getAriaLabel={(index) => `Yardage ${index === 0 ? 'minimum' : 'maximum'}`}
            onChange={(_event, next) => {
              if (Array.isArray(next))
                set('yardageRange', [next[0] ?? 0, next[1] ?? PATTERN_YARDAGE_SLIDER.max]);
            }}
          />
        </Box>
        {check('is_free', 'Free patterns')}
        {check('has_file', 'Has file')}
        {check('favorites', 'Favorites only', 'switch')}
        {check('makeable', 'Makeable from my stash', 'switch')}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button size="small" onClick={() => onChange({ ...DEFAULT_FILTERS, search: filters.search })}>
          Clear filters
        </Button>
      </Box>
    </Paper>
  );
}
