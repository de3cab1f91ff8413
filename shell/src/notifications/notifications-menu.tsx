import { useState, type MouseEvent } from 'react';
import {
  Badge,
  Box,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_TEXTS, type AppNotification } from './notification-rules';
import { useNotifications } from './use-notifications';

/** The bell's count: the spec fixes it at 0 (part 1 section 2.3); the list behind the bell is the change. */
const NOTIFICATION_COUNT = 0;

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

function NotificationList({ onClose }: { onClose: () => void }) {
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

/**
 * The top bar's bell (DECISIONS 31): its badge stays at the spec's 0; clicking it lists what the notification
 * switches turned on (project reminders, low stock, the weekly digest), read when the list opens.
 */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      {/* The name holds the count the badge shows (WCAG 2.5.3, label in name). */}
      <IconButton
        color="inherit"
        aria-label={`notifications, ${NOTIFICATION_COUNT}`}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={NOTIFICATION_COUNT} max={99} showZero color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': NOTIFICATION_TEXTS.title } }}
      >
        {anchor && <NotificationList onClose={close} />}
      </Popover>
    </>
  );
}
