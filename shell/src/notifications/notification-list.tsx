import { Box, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_TEXTS, type AppNotification } from './notification-rules';
import { useNotifications } from './use-notifications';

function NotificationRow({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  if (!item.href)
    return (
      <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {item.text}
      </Typography>
    );
  return (
    <li>
      <ListItemButton component={RouterLink} to={item.href} onClick={onOpen} dense>
        <ListItemText primary={item.text} />
      </ListItemButton>
    </li>
  );
}

/** The list behind the bell, read when it opens: it loads with the first open (notifications-menu.tsx). */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const state = useNotifications();
  const message = state.settingsFailed
    ? NOTIFICATION_TEXTS.settingsUnavailable
    : state.allOff
      ? NOTIFICATION_TEXTS.allOff
      : state.loading
        ? NOTIFICATION_TEXTS.loading
        : state.items.length === 0
          ? NOTIFICATION_TEXTS.nothing
          : null;
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxHeight: 480, overflowY: 'auto' }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        {NOTIFICATION_TEXTS.title}
      </Typography>
      <Divider />
      {message ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }} role="status">
          {message}
        </Typography>
      ) : (
        <List dense aria-label={NOTIFICATION_TEXTS.title}>
          {state.items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={onClose} />
          ))}
        </List>
      )}
      <Divider />
      <ListItemButton component={RouterLink} to="/settings" onClick={onClose} dense>
        <ListItemText
          primary={NOTIFICATION_TEXTS.settingsLink}
          slotProps={{ primary: { variant: 'body2', color: 'primary' } }}
        />
      </ListItemButton>
    </Box>
  );
}
