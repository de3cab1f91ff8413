import { Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { HISTORICAL_DEALS_CAP, type Deal } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';

export const NO_HISTORICAL_DEALS_TEXT = 'No historical deals found for this brand.';

/** The brand's first 20 deals (newest first): name, "N% off", price, was price and date. */
export function HistoricalDealsList({ deals }: { deals: Deal[] }) {
  const format = useFormatters();
  const shown = deals.slice(0, HISTORICAL_DEALS_CAP);
  return (
    <Paper variant="outlined" component="section" aria-label="Historical Deals" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Historical Deals
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {NO_HISTORICAL_DEALS_TEXT}
        </Typography>
      ) : (
        <List aria-label="Historical deals">
          {shown.map((deal) => (
            <ListItem key={deal.id} divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{deal.product_name}</span>
                    <Chip label={`${deal.discount_percentage}% off`} size="small" color="secondary" />
                  </Stack>
                }
                secondary={
                  <Stack component="span" direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                    <Typography component="span" variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                      {format.money(deal.current_price, deal.currency)}
                    </Typography>
                    <Typography component="s" variant="body2">
                      {`Was ${format.money(deal.original_price, deal.currency)}`}
                    </Typography>
                    <span>{format.date(deal.scraped_at)}</span>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
