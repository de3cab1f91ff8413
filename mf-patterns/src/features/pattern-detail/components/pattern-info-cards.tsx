import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Pattern } from '@yarn-mgmt/contracts';
import { priceText } from '@yarn-mgmt/domain';
import { useFormatters } from '@yarn-mgmt/web-platform';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value ?? 'Not specified'}
    </Typography>
  );
}

function Chips({ values, empty }: { values: readonly string[]; empty: string }) {
  if (values.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {values.map((value) => (
        <Chip key={value} label={value} size="small" />
      ))}
    </Stack>
  );
}

/**
 * The Source line: where the user says the pattern came from, else "Ravelry" for one read from Ravelry; a pattern
 * the user added with no source named has no line (the raw value `local` means nothing to a reader).
 */
export function sourceLabel(pattern: Pick<Pattern, 'pattern_source' | 'source'>): string | null {
  if (pattern.pattern_source) return pattern.pattern_source;
  return pattern.source === 'ravelry' ? 'Ravelry' : null;
}

/** Pattern Information, Techniques, Notes and Tags (spec part 1 section 2.10). */
export function PatternInfoCards({ pattern }: { pattern: Pattern }) {
  const format = useFormatters();
  const details = Object.entries(pattern.source_details);
  const source = sourceLabel(pattern);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 3 }}>
      <InfoCard title="Pattern Information">
        <Stack spacing={0.5}>
          {source !== null && <Line label="Source" value={source} />}
          {details.length > 0 && (
            <Box component="ul" aria-label="Source details" sx={{ m: 0, pl: 2 }}>
              {details.map(([key, value]) => (
                <Typography component="li" variant="body2" key={key}>
                  {key}: {value}
                </Typography>
              ))}
            </Box>
          )}
          <Line label="Purchase date" value={format.longDate(pattern.purchase_date)} />
          <Line label="Price" value={priceText(pattern.price, pattern.currency, pattern.is_free)} />
        </Stack>
      </InfoCard>
      <InfoCard title="Techniques">
        <Chips values={pattern.techniques} empty="No techniques listed" />
      </InfoCard>
      <InfoCard title="Notes">
        <Stack spacing={1}>
          <Box>
            <Typography variant="subtitle2">Pattern notes</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {pattern.pattern_notes ?? pattern.notes ?? 'No pattern notes'}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2">Personal notes</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {pattern.personal_notes ?? 'No personal notes'}
            </Typography>
          </Box>
        </Stack>
      </InfoCard>
      <InfoCard title="Tags">
        <Chips values={pattern.tags} empty="No tags" />
      </InfoCard>
    </Box>
  );
}
