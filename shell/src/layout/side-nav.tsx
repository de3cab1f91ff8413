import {
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Toolbar,
  Typography,
} from '@mui/material';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useAuth } from '@yarn-mgmt/web-platform';
import { DEALS_NAV, MAIN_NAV, SETTINGS_NAV, type NavItem } from './nav-items';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // An entry stays highlighted on its section's deeper pages (/yarn/42 keeps Yarn Inventory selected).
  const selected = matchPath({ path: item.to, end: false }, pathname) !== null;
  // Each link in its own list item: a list holds only list items (WCAG 1.3.1, axe `list`).
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={item.to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The side panel's content; `onNavigate` closes the mobile drawer when an entry is chosen. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { isAdmin } = useAuth();
  const deals = DEALS_NAV.filter((item) => !item.adminOnly || isAdmin);
  return (
    <nav aria-label="Main navigation">
      <Toolbar>
        <Typography variant="h6" component="div" noWrap>
          Yarn Management
        </Typography>
      </Toolbar>
      <Divider />
      <List>
        {MAIN_NAV.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </List>
      <Divider />
      {/* The heading names the list from outside it: a list holds only list items. */}
      <ListSubheader component="div" id="side-nav-deals">
        Deals
      </ListSubheader>
      <List aria-labelledby="side-nav-deals" sx={{ pt: 0 }}>
        {deals.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </List>
      <Divider />
      <List>
        <NavEntry item={SETTINGS_NAV} onNavigate={onNavigate} />
      </List>
    </nav>
  );
}
