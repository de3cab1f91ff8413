import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LinkIcon from '@mui/icons-material/Link';
import { SIDE_PANEL_WIDTH } from '@yarn-mgmt/ui';
import { NotificationsMenu } from '../notifications/notifications-menu';
import { useRavelryConnected } from '../integrations/use-ravelry-connected';
import { AccountMenu } from './account-menu';
import { useTopBarTitle } from './page-title';

export function TopBar({ onOpenNavigation }: { onOpenNavigation?: () => void }) {
  const title = useTopBarTitle();
  const ravelryConnected = useRavelryConnected();
  return (
    <AppBar
      position="fixed"
      sx={{ width: { sm: `calc(100% - ${SIDE_PANEL_WIDTH}px)` }, ml: { sm: `${SIDE_PANEL_WIDTH}px` } }}
    >
      <Toolbar>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="open navigation"
            onClick={onOpenNavigation}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }} data-testid="page-title">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {ravelryConnected && (
            <Tooltip title="Ravelry Connected">
              <LinkIcon data-testid="ravelry-connected" />
            </Tooltip>
          )}
          <NotificationsMenu />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
