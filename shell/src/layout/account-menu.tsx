import { useState, type MouseEvent } from 'react';
import { Avatar, IconButton, Menu, MenuItem } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@yarn-mgmt/web-platform';

export function AccountMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = user?.first_name?.trim().charAt(0).toUpperCase() || 'U';

  const close = () => setAnchor(null);
  const go = (to: string) => () => {
    close();
    void navigate(to);
  };
  const signOut = () => {
    close();
    logout();
  };

  return (
    <>
      <IconButton
        // The name holds the initial the button shows, so a voice user can say what they see (WCAG 2.5.3).
        aria-label={`account menu, ${initial}`}
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={go('/profile')}>Profile</MenuItem>
        <MenuItem onClick={go('/settings')}>Settings</MenuItem>
        <MenuItem onClick={signOut}>Logout</MenuItem>
      </Menu>
    </>
  );
}
