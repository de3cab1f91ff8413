import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import SyncIcon from '@mui/icons-material/Sync';

/** Spec part 1 section 2.4: each action and its page. */
export const QUICK_ACTIONS = [
  { label: 'Add Yarn', to: '/yarn/new', icon: <AddIcon /> },
  { label: 'Add Pattern', to: '/patterns/new', icon: <LibraryAddIcon /> },
  { label: 'Sync Data', to: '/settings/sync', icon: <SyncIcon /> },
  { label: 'Shop List', to: '/shopping-list', icon: <ShoppingCartIcon /> },
] as const;

export function QuickActions() {
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Quick Actions
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, 1fr)' }}>
          {QUICK_ACTIONS.map(({ label, to, icon }) => (
            <Button key={to} component={RouterLink} to={to} variant="outlined" startIcon={icon}>
              {label}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
