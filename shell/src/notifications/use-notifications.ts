import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  DASHBOARD_API,
  INVENTORY_API,
  PROJECTS_API,
  type ActivityItem,
  type LowStockItem,
  type ProjectListResponse,
} from '@yarn-mgmt/contracts';
import { useApiClient, useAuth, useSettings } from '@yarn-mgmt/web-platform';
import {
  DIGEST_READ_LIMIT,
  LOW_STOCK_NAMED,
  buildNotifications,
  type AppNotification,
  type NotificationSwitches,
} from './notification-rules';

/** As many as one request may ask for (each list's maximum). */
const SOURCE_LIMIT = 50;

const notificationKeys = {
  all: (userId: string | undefined) => ['notifications', userId] as const,
  source: (userId: string | undefined, name: string) => [...notificationKeys.all(userId), name] as const,
};

/** A source's answer for the rules: its items, null when it failed, undefined while it loads or is off. */
const answerOf = <T>(query: UseQueryResult<T>, on: boolean): T | null | undefined =>
  !on ? undefined : query.isError ? null : query.data;

export interface NotificationsState {
  /** The three switches are off. */
  allOff: boolean;
  /** The settings (and so the switches) could not be read. */
  settingsFailed: boolean;
  loading: boolean;
  items: AppNotification[];
}

/**
 * The notifications of the signed-in user (the list mounts this only while it is open): each switch's source is
 * asked through the gateway (low stock, active projects by target date, recent activity) and a source that fails
 * costs only its own kind.
 */
export function useNotifications(): NotificationsState {
  const client = useApiClient();
  const { user } = useAuth();
  const settings = useSettings();
  const switches: NotificationSwitches = {
    low_stock_alerts: settings.data?.low_stock_alerts ?? false,
    project_reminders: settings.data?.project_reminders ?? false,
    weekly_digest: settings.data?.weekly_digest ?? false,
  };
  const read = settings.isSuccess;
  const lowStock = useQuery({
    queryKey: notificationKeys.source(user?.id, 'low-stock'),
    queryFn: async () => {
      const [items, count] = await Promise.all([
        client.get<LowStockItem[]>(INVENTORY_API.lowStock, { params: { limit: LOW_STOCK_NAMED } }),
        client.get<{ total: number }>(INVENTORY_API.lowStockCount),
      ]);
      return { items, total: count.total };
    },
    enabled: read && switches.low_stock_alerts,
    retry: false,
  });
  const projects = useQuery({
    queryKey: notificationKeys.source(user?.id, 'projects'),
    queryFn: () =>
      client.get<ProjectListResponse>(PROJECTS_API.projects, {
        params: { status: 'active', sort: 'target_completion_date', limit: SOURCE_LIMIT },
      }),
    enabled: read && switches.project_reminders,
    retry: false,
  });
  const activity = useQuery({
    queryKey: notificationKeys.source(user?.id, 'activity'),
    queryFn: () =>
      client.get<ActivityItem[]>(DASHBOARD_API.recentActivity, { params: { limit: DIGEST_READ_LIMIT } }),
    enabled: read && switches.weekly_digest,
    retry: false,
  });
  const on = Object.values(switches).some(Boolean);
  const projectList = answerOf(projects, switches.project_reminders);
  const pending = [
    [lowStock, switches.low_stock_alerts],
    [projects, switches.project_reminders],
    [activity, switches.weekly_digest],
  ].some(([query, enabled]) => enabled && (query as UseQueryResult).isPending);
  return {
    allOff: settings.isSuccess && !on,
    settingsFailed: settings.isError,
    loading: settings.isPending || (on && pending),
    items: buildNotifications(
      switches,
      {
        lowStock: answerOf(lowStock, switches.low_stock_alerts),
        projects: projectList && projectList.projects,
        activity: answerOf(activity, switches.weekly_digest),
      },
      new Date(),
    ),
  };
}
