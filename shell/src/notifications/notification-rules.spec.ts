import type { ActivityItem, LowStockItem } from '@yarn-mgmt/contracts';
import { buildNotifications, NOTIFICATION_TEXTS } from './notification-rules';

const NOW = new Date(2026, 10, 26, 15, 0);
const ALL_ON = { low_stock_alerts: true, project_reminders: true, weekly_digest: true };

const yarn = (id: string, skeins: number, colorway: string | null = 'Azul'): LowStockItem => ({
  id,
  skeins_remaining: skeins,
  colorway,
  yarn_line: { name: 'Rios', brand: { name: 'Malabrigo' } },
});
const project = (id: string, name: string, target: string | null) => ({
  id,
  name,
  target_completion_date: target,
});
const activity = (type: ActivityItem['type'], created_at: string): ActivityItem => ({
  id: `${type}-${created_at}`,
  type,
  description: 'x',
  created_at,
});

describe('notifications behind the bell', () => {
  it('reminds of active projects due within a week or overdue, nearest first, and ignores later ones', () => {
    const list = buildNotifications(
      { ...ALL_ON, low_stock_alerts: false, weekly_digest: false },
      {
        projects: [
          project('a', 'Hat', '2026-11-29'),
          project('b', 'Socks', '2026-11-24'),
          project('c', 'Shawl', '2026-12-20'),
          project('d', 'Mitts', null),
          project('e', 'Cowl', '2026-11-27'),
          project('f', 'Scarf', '2026-11-26'),
        ],
      },
      NOW,
    );
    expect(list.map((n) => n.text)).toEqual([
      '"Socks" is 2 days past its target date',
      '"Scarf" is due today',
      '"Cowl" is due tomorrow',
      '"Hat" is due in 3 days',
    ]);
    expect(list[0]?.href).toBe('/projects/b');
  });

  it('names the first three low-stock yarns and counts the rest', () => {
    const list = buildNotifications(
      { ...ALL_ON, project_reminders: false, weekly_digest: false },
      // The list reads three; the inventory counts 64.
      { lowStock: { items: [yarn('1', 1), yarn('2', 0.5, null), yarn('3', 2)], total: 64 } },
      NOW,
    );
    expect(list.map((n) => n.text)).toEqual([
      'Malabrigo Rios - Azul: 1 skein left',
      'Malabrigo Rios: 0.5 skeins left',
      'Malabrigo Rios - Azul: 2 skeins left',
      '61 more yarns low on stock',
    ]);
    expect(list.map((n) => n.href)).toEqual(['/yarn/1', '/yarn/2', '/yarn/3', '/yarn']);
  });

  it("sums the last seven days' activity by kind in the weekly digest", () => {
    const [digest] = buildNotifications(
      { low_stock_alerts: false, project_reminders: false, weekly_digest: true },
      {
        activity: [
          activity('yarn', '2026-11-26T09:00:00Z'),
          activity('yarn', '2026-11-21T09:00:00Z'),
          activity('project', '2026-11-20T12:00:00Z'),
          activity('pattern', '2026-11-10T09:00:00Z'),
        ],
      },
      NOW,
    );
    expect(digest?.text).toBe('Your week: 2 yarn updates, 1 project update');
    expect(
      buildNotifications(
        { ...ALL_ON, low_stock_alerts: false, project_reminders: false },
        { activity: [] },
        NOW,
      )[0]?.text,
    ).toBe('Your week: nothing new in the last 7 days');
    // A full page of this week's activity: there were more than one request reads, and the digest says so.
    const busy = Array.from({ length: 50 }, (_, i) =>
      activity('yarn', `2026-11-25T${String(i % 24).padStart(2, '0')}:00:00Z`),
    );
    expect(
      buildNotifications(
        { ...ALL_ON, low_stock_alerts: false, project_reminders: false },
        { activity: busy },
        NOW,
      )[0]?.text,
    ).toBe('Your week: more than 50 updates to your yarn, patterns and projects');
  });

  it('shows only the kinds whose switch is on, and says which source could not be read', () => {
    const off = buildNotifications(
      { low_stock_alerts: false, project_reminders: false, weekly_digest: false },
      {
        lowStock: { items: [yarn('1', 1)], total: 1 },
        projects: [project('a', 'Hat', '2026-11-26')],
        activity: [],
      },
      NOW,
    );
    expect(off).toEqual([]);
    const failed = buildNotifications(ALL_ON, { lowStock: null, projects: [], activity: [] }, NOW);
    expect(failed.map((n) => n.text)).toEqual([
      NOTIFICATION_TEXTS.lowStockUnavailable,
      'Your week: nothing new in the last 7 days',
    ]);
    expect(failed[0]?.href).toBeUndefined();
  });
});
