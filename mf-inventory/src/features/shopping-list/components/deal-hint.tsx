import { Box, Chip, Link } from '@mui/material';
import { BUY_VERDICT_LABELS, type ShoppingDealHint } from '@yarn-mgmt/domain';
import { useFormatters } from '@yarn-mgmt/web-platform';

/** "in about 12 days", "in about 1 day"; a sale predicted for today is "today". */
const when = (days: number) => (days === 0 ? 'today' : `in about ${days} ${days === 1 ? 'day' : 'days'}`);

/** An item's deal line: the brand on sale now (linking to the deal), or its next predicted sale and the verdict. */
export function DealHint({ hint }: { hint: ShoppingDealHint }) {
  const format = useFormatters();
  if (hint.kind === 'on-sale') {
    const { deal } = hint;
    return (
      <Link
        href={deal.product_url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'block', mt: 0.5 }}
      >
        On sale at {deal.retailer_name}: {format.money(deal.current_price, deal.currency)},{' '}
        {deal.discount_percentage}% off
      </Link>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <span>
        Next sale expected {when(hint.days)} (confidence {hint.confidence} %)
      </span>
      <Chip
        size="small"
        component="span"
        label={BUY_VERDICT_LABELS[hint.verdict]}
        color={hint.verdict === 'buy-now' ? 'primary' : 'success'}
        variant="outlined"
      />
    </Box>
  );
}
