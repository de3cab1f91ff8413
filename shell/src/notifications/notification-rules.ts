import { differenceInCalendarDays, parseISO, isValid } from 'date-fns';
import type { ActivityItem, LowStockItem, Project } from '@yarn-mgmt/contracts';

// The texts load with the bell; the rules with the list, at the first open (issue 23).
import { NOTIFICATION_TEXTS } from './notification-texts';

export { NOTIFICATION_TEXTS };

/** Active projects due within this many days (or overdue) are reminded. */
export const REMINDER_DAYS = 7;
/** Low-stock yarns named one by one; the rest are counted. */
export const LOW_STOCK_NAMED = 3;
export const DIGEST_DAYS = 7;

export interface NotificationSwitches {
  low_stock_alerts: boolean;
  project_reminders: boolean;
  weekly_digest: boolean;
}

export interface AppNotification {
  id: string;
  kind: 'low-stock' | 'reminder' | 'digest' | 'unavailable';
  text: string;
  href?: string;
}

/** What each source answered: the items, or null when it could not be read. */
export interface NotificationSources {
  lowStock?: { items: LowStockItem[]; total: number } | null;
  projects?: Pick<Project, 'id' | 'name' | 'target_completion_date'>[] | null;
  activity?: ActivityItem[] | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** `total`: every low-stock yarn (the inventory's count), however few of them `items` holds. */
export function lowStockNotifications(items: LowStockItem[], total = items.length): AppNotification[] {
  if (!items.length) return [];
  const named = items.slice(0, LOW_STOCK_NAMED).map((item) => ({
    id: `low-stock-${item.id}`,
    kind: 'low-stock' as const,
    text: `${[item.yarn_line.brand.name, item.yarn_line.name].join(' ')}${
      item.colorway ? ` - ${item.colorway}` : ''
    }: ${plural(item.skeins_remaining, 'skein')} left`,
    href: `/yarn/${item.id}`,
  }));
  const rest = Math.max(total, items.length) - named.length;
  return [
    ...named,
    ...(rest > 0
      ? [
          {
            id: 'low-stock-more',
            kind: 'low-stock' as const,
            text: `${plural(rest, 'more yarn')} low on stock`,
            href: '/yarn',
          },
        ]
      : []),
  ];
}

function dueText(name: string, days: number): string {
  if (days < 0) return `"${name}" is ${plural(-days, 'day')} past its target date`;
  if (days === 0) return `"${name}" is due today`;
  if (days === 1) return `"${name}" is due tomorrow`;
  return `"${name}" is due in ${days} days`;
}

export function reminderNotifications(projects: NotificationSources['projects'] & object, now: Date) {
  return projects
    .map((project) => {
      const target = project.target_completion_date ? parseISO(project.target_completion_date) : null;
      return { project, days: target && isValid(target) ? differenceInCalendarDays(target, now) : null };
    })
    .filter(
      (entry): entry is { project: typeof entry.project; days: number } =>
        entry.days !== null && entry.days <= REMINDER_DAYS,
    )
    .sort((a, b) => a.days - b.days)
    .map(({ project, days }): AppNotification => ({
      id: `reminder-${project.id}`,
      kind: 'reminder',
      text: dueText(project.name, days),
      href: `/projects/${project.id}`,
    }));
}

/** As many activity entries as one request reads; a full page all inside the week means there were more. */
export const DIGEST_READ_LIMIT = 50;

export function digestNotification(activity: ActivityItem[], now: Date): AppNotification {
  const recent = activity.filter((item) => {
    const when = parseISO(item.created_at);
    return isValid(when) && differenceInCalendarDays(now, when) < DIGEST_DAYS;
  });
  if (recent.length >= DIGEST_READ_LIMIT)
    return {
      id: 'digest',
      kind: 'digest',
      text: `Your week: more than ${DIGEST_READ_LIMIT} updates to your yarn, patterns and projects`,
      href: '/dashboard',
    };
  const count = (type: ActivityItem['type']) => recent.filter((item) => item.type === type).length;
  const parts = [
    [count('yarn'), 'yarn update'],
    [count('pattern'), 'pattern update'],
    [count('project'), 'project update'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, label]) => plural(n as number, label as string));
  return {
    id: 'digest',
    kind: 'digest',
    text: parts.length ? `Your week: ${parts.join(', ')}` : 'Your week: nothing new in the last 7 days',
    href: '/dashboard',
  };
}

/** The list, in the order a knitter acts on it: what is due, what runs low, then the week's digest. */
export function buildNotifications(
  switches: NotificationSwitches,
  sources: NotificationSources,
  now: Date,
): AppNotification[] {
  const list: AppNotification[] = [];
  const unavailable = (id: string, text: string) => list.push({ id, kind: 'unavailable', text });
  if (switches.project_reminders) {
    if (sources.projects) list.push(...reminderNotifications(sources.projects, now));
    else if (sources.projects === null)
      unavailable('reminders-unavailable', NOTIFICATION_TEXTS.remindersUnavailable);
  }
  if (switches.low_stock_alerts) {
    if (sources.lowStock) list.push(...lowStockNotifications(sources.lowStock.items, sources.lowStock.total));
    else if (sources.lowStock === null)
      unavailable('low-stock-unavailable', NOTIFICATION_TEXTS.lowStockUnavailable);
  }
  if (switches.weekly_digest) {
    if (sources.activity) list.push(digestNotification(sources.activity, now));
    else if (sources.activity === null)
      unavailable('digest-unavailable', NOTIFICATION_TEXTS.digestUnavailable);
  }
  return list;
}
