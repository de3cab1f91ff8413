import { Box, Chip, Rating, Stack, Typography } from '@mui/material';
import type { Pattern } from '@yarn-mgmt/contracts';
import { gaugeText, listText, yardageText } from '@yarn-mgmt/domain';
import { DifficultyChip } from '../../../components/difficulty-chip';
import { categoryOf, craftLabel, hasFile } from '../../../utils/pattern-fields';

const NOT_SPECIFIED = 'Not specified';

/** Chips, the read-only rating and the facts (spec part 1 section 2.10). */
export function PatternSummary({ pattern }: { pattern: Pattern }) {
  const category = categoryOf(pattern);
  const facts: Array<[string, string | null]> = [
    ['Yardage required', yardageText(pattern.yardage_required, pattern.yardage_max)],
    ['Needle sizes', listText(pattern.needle_sizes)],
    ['Gauge', gaugeText(pattern.gauge_stitches, pattern.gauge_measurement)],
    ['Sizes available', listText(pattern.sizes_available)],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        aria-label="Pattern chips"
      >
        <Chip label={craftLabel(pattern.craft_type)} size="small" variant="outlined" />
        {category && <Chip label={category} size="small" variant="outlined" />}
        <DifficultyChip level={pattern.difficulty_level} />
        {pattern.is_free && <Chip label="FREE" color="success" size="small" />}
        {hasFile(pattern) && <Chip label="File Available" color="info" size="small" />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {/* Named by its value ("4.6 Stars"), so a screen reader hears the rating, not just "Rating". */}
        <Rating value={pattern.ravelry_rating ?? 0} precision={0.1} readOnly />
        <Typography variant="body2" color="text.secondary">
          ({pattern.ravelry_rating_count ?? 0} ratings)
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} aria-label={label}>
              {value ?? NOT_SPECIFIED}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
