import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Box,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLowStock } from '../api/get-low-stock';
import { useLowStockCount } from '../api/get-low-stock-count';

function skeinsText(count: number): string {
  return `${count} ${count === 1 ? 'skein' : 'skeins'} remaining`;
}

/**
 * Exposed as `mf_inventory/LowStockPanel`: the dashboard's Low Stock Alert (spec part 1 section 2.4).
 * Failed loads show the empty state, as the dashboard shows no error states. The badge counts every low-stock
 * entry (`GET /yarn/low-stock/count`), not only the rows shown; without that answer it counts the rows.
 */
export function LowStockPanel() {
  const navigate = useNavigate();
  const query = useLowStock();
  const items = query.data ?? [];
  const count = useLowStockCount().data?.total ?? items.length;

  return (
    <Card component="section" aria-labelledby="low-stock-title" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <WarningAmberIcon color="warning" />
          <Typography id="low-stock-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Low Stock Alert
          </Typography>
          {/* An image with a name: a plain span may not carry one (axe aria-prohibited-attr). */}
          <Badge
            badgeContent={count}
            max={999}
            color="warning"
            showZero
            role="img"
            aria-label={`${count} low stock`}
          >
            <Box sx={{ width: 8 }} />
          </Badge>
        </Box>
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading low stock" />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">All yarn stock levels look good!</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem
                key={item.id}
                disableGutters
                secondaryAction={
                  <Tooltip title="Open yarn">
                    <IconButton
                      edge="end"
                      aria-label={`open ${item.yarn_line.name}`}
                      onClick={() => void navigate(`/yarn/${item.id}`)}
                    >
                      <ChevronRightIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={`${item.yarn_line.name} · ${item.yarn_line.brand.name}`}
                  secondary={`${item.colorway ? `${item.colorway} · ` : ''}${skeinsText(item.skeins_remaining)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
