import { memo } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Deal } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { discountColor } from '@yarn-mgmt/domain';
import { DealImage } from './deal-image';

export interface DealCardProps {
  deal: Deal;
  /** The set-alert button (shown for a deal with a brand). */
  onSetAlert: (brand: string) => void;
}

/** One deal of the gallery (spec part 2 section 2). Memoised: a filter change re-renders only new cards. */
export const DealCard = memo(function DealCard({ deal, onSetAlert }: DealCardProps) {
  const format = useFormatters();
  const found = format.date(deal.scraped_at);
  const brand = deal.brand;
  return (
    <Card
      component="article"
      aria-label={deal.product_name}
      // Off-screen cards skip layout and paint: 500 of them stay cheap.
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 440px',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <DealImage key={deal.image_url ?? ''} src={deal.image_url} alt={deal.product_name} />
        <Chip
          label={`${deal.discount_percentage}% OFF`}
          color={discountColor(deal.discount_percentage)}
          size="small"
          data-testid="discount-badge"
          sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 'bold' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        {brand && <Chip label={brand} size="small" variant="outlined" sx={{ mb: 1 }} />}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {deal.product_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {deal.retailer_name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h6" component="p" color="primary">
            {format.money(deal.current_price, deal.currency)}
          </Typography>
          <Typography component="s" variant="body2" color="text.secondary">
            {format.money(deal.original_price, deal.currency)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {deal.yarn_weight && <Chip label={deal.yarn_weight} size="small" />}
          {deal.fiber_content && <Chip label={deal.fiber_content} size="small" />}
        </Stack>
        {found && (
          <Typography variant="caption" color="text.secondary">
            Found {found}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', minHeight: 56, px: 2 }}>
        <Button
          component="a"
          href={deal.product_url}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          variant="contained"
          endIcon={<OpenInNewIcon />}
        >
          View Deal
        </Button>
        {brand && (
          // A plain title, not a Tooltip: 500 cards would mount 500 of them.
          <IconButton
            aria-label={`Set alert for ${brand}`}
            title="Set alert"
            onClick={() => onSetAlert(brand)}
          >
            <NotificationsActiveIcon />
          </IconButton>
        )}
      </CardActions>
    </Card>
  );
});
