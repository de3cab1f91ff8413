import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useFormatters } from '@yarn-mgmt/web-platform';
import {
  DEMO_DEALS,
  DEMO_RETAILER_CLAIM,
  DEMO_SALE_PREDICTIONS,
  discountColor,
  discountPercent,
  type DemoDeal,
} from './demo-data';
import { DemoGrid } from './demo-grid';

function DemoDealCard({ deal }: { deal: DemoDeal }) {
  const format = useFormatters();
  // The sample deals are priced in dollars: shown in dollars whatever the visitor's setting (DECISIONS 26).
  const money = (amount: number) => format.money(amount, 'USD');
  const percent = discountPercent(deal);
  return (
    <Card component="article" variant="outlined" aria-label={`${deal.brand} ${deal.productName}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'space-between' }}>
          <Chip size="small" variant="outlined" label={deal.brand} />
          <Chip size="small" label={`${percent}% off`} color={discountColor(percent)} />
        </Stack>
        <Typography variant="h6" component="h4">
          {deal.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {deal.retailerName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="h6" component="span" color="primary">
            {money(deal.currentPrice)}
          </Typography>
          <Typography
            component="del"
            variant="body2"
            color="text.secondary"
            aria-label={`was ${money(deal.originalPrice)}`}
          >
            {money(deal.originalPrice)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What the deal tracker shows: sample sales from retailers and the predicted next sales. */
export function DealTrackerTab() {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          Deal Tracker
        </Typography>
        <Chip size="small" label="Available" color="success" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {`Yarn sales from the retailer pages you track, in one place, with a prediction of each brand's next sale. Coming soon: a ready-made list of ${DEMO_RETAILER_CLAIM} retailers.`}
      </Typography>
      <Box component="section" aria-labelledby="demo-sample-deals" sx={{ mb: 4 }}>
        <Typography id="demo-sample-deals" variant="h6" component="h3" gutterBottom>
          Sample Deals
        </Typography>
        <DemoGrid>
          {DEMO_DEALS.map((deal) => (
            <DemoDealCard key={deal.id} deal={deal} />
          ))}
        </DemoGrid>
      </Box>
      <Box component="section" aria-labelledby="demo-sale-predictions">
        <Typography id="demo-sale-predictions" variant="h6" component="h3">
          Sale Predictions
        </Typography>
        <List aria-labelledby="demo-sale-predictions">
          {DEMO_SALE_PREDICTIONS.map((prediction) => (
            <ListItem key={prediction} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <TrendingUpIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={prediction} />
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}
