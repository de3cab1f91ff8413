import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Recommendation, RecommendationTier } from '@yarn-mgmt/contracts';
import { createFormatters } from '@yarn-mgmt/web-platform';

/** Spec part 2 section 3's tiers, as a chip reads them. */
export const TIER_LABELS: Record<RecommendationTier, string> = {
  premium: 'Premium',
  budget_champion: 'Budget Champion',
  other: 'Other',
};

const TIER_COLORS = { premium: 'secondary', budget_champion: 'success', other: 'default' } as const;

/**
 * avg_price is the brand table's price a skein in US dollars: shown in dollars ("avg_price in dollars", spec part 2
 * section 2), as DECISIONS 26 shows every price in the currency it was given in. The user's own currency symbol
 * in front of a dollar amount would state a price nobody charges.
 */
const { money } = createFormatters({ currency: 'USD' });

/**
 * Spec part 2 section 2: numbered cards with brand_name, quality_score and value_score out of 10, avg_price in
 * dollars and a tier chip.
 */
export function RecommendationCards({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <Stack
      component="ol"
      aria-label="Recommendations"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {recommendations.map((item, index) => {
        const name = item.line ? `${item.brand_name} ${item.line}` : item.brand_name;
        return (
          <Card
            component="li"
            key={`${index}-${name}`}
            variant="outlined"
            aria-label={`${index + 1}. ${name}`}
          >
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
                  {`${index + 1}. ${name}`}
                </Typography>
                <Chip size="small" label={TIER_LABELS[item.tier]} color={TIER_COLORS[item.tier]} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {`Quality ${item.quality_score}/10 · Value ${item.value_score}/10 · ${money(item.avg_price)}`}
              </Typography>
              {item.reason && (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                  {item.reason}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
