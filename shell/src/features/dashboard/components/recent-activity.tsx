import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import GestureIcon from '@mui/icons-material/Gesture';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { DASHBOARD_TEXTS, type ActivityItem } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useRecentActivity } from '../api/get-recent-activity';

/** An icon per kind of entry, named for screen readers. */
function ActivityIcon({ type }: { type: ActivityItem['type'] }) {
  if (type === 'project') return <AssignmentIcon color="primary" titleAccess="Project" />;
  if (type === 'pattern') return <MenuBookIcon color="secondary" titleAccess="Pattern" />;
  return <GestureIcon color="action" titleAccess="Yarn" />;
}

/** Spec part 1 section 2.4: full width, newest first; a failed load is the empty state. */
export function RecentActivity() {
  const { dateTime } = useFormatters();
  const query = useRecentActivity();
  const items = query.data ?? [];
  return (
    <Card component="section" aria-labelledby="recent-activity-title">
      <CardContent>
        <Typography id="recent-activity-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Recent Activity
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading recent activity" />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{DASHBOARD_TEXTS.noActivity}</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem key={`${item.type}:${item.id}`} disableGutters data-activity-type={item.type}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <ActivityIcon type={item.type} />
                </ListItemIcon>
                <ListItemText primary={item.description} secondary={dateTime(item.created_at)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
