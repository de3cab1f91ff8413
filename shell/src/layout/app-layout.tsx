import { useState } from 'react';
import { Box, Drawer, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { SIDE_PANEL_WIDTH } from '@yarn-mgmt/ui';
import { CHAT_BUTTON_CLEARANCE } from '../features/chat/components/chat-widget';
import { useRaiseChatButton } from '../features/chat/components/chat-placement';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { PageTitleProvider } from './page-title';

/** Permanent 240 px side panel at `sm` and up; below it a temporary drawer behind a menu button. */
export function AppLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The lists' add buttons take the corner: the assistant's button stands above them.
  useRaiseChatButton();
  const closeDrawer = () => setDrawerOpen(false);
  const paper = { '& .MuiDrawer-paper': { boxSizing: 'border-box', width: SIDE_PANEL_WIDTH } } as const;

  return (
    <PageTitleProvider>
      <Box sx={{ display: 'flex' }}>
        <TopBar onOpenNavigation={wide ? undefined : () => setDrawerOpen((open) => !open)} />
        <Box component="aside" sx={{ width: { sm: SIDE_PANEL_WIDTH }, flexShrink: { sm: 0 } }}>
          {wide ? (
            <Drawer variant="permanent" open sx={paper}>
              <SideNav />
            </Drawer>
          ) : (
            <Drawer variant="temporary" open={drawerOpen} onClose={closeDrawer} sx={paper}>
              <SideNav onNavigate={closeDrawer} />
            </Drawer>
          )}
        </Box>
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            p: 3,
            pb: `${CHAT_BUTTON_CLEARANCE}px`,
            width: { sm: `calc(100% - ${SIDE_PANEL_WIDTH}px)` },
            minWidth: 0,
          }}
        >
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
    </PageTitleProvider>
  );
}
