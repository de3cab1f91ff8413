import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Badge, IconButton, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { NOTIFICATION_TEXTS } from './notification-texts';

// The list, its rules and their requests load with the first open: no first page shows them (issue 23).
const NotificationList = lazy(() =>
  import('./notification-list').then((module) => ({ default: module.NotificationList })),
);

/** The bell's count: the spec fixes it at 0 (part 1 section 2.3); the list behind the bell is the change. */
const NOTIFICATION_COUNT = 0;

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
        {anchor && (
          <Suspense
            fallback={
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }} role="status">
                {NOTIFICATION_TEXTS.loading}
              </Typography>
            }
          >
            <NotificationList onClose={close} />
          </Suspense>
        )}
      </Popover>
    </>
  );
}
