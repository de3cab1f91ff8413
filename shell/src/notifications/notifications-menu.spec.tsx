import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, serverError, settings } from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';
import { NOTIFICATION_TEXTS } from './notification-rules';

afterEach(() => localStorage.clear());

const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const lowStock = [
  {
    id: '0b6f1f0e-1c1a-4a51-9a5e-3a0e2f4c1a01',
    skeins_remaining: 1,
    colorway: 'Azul',
    yarn_line: { name: 'Rios', brand: { name: 'Malabrigo' } },
  },
];
const projects = {
  projects: [
    { id: '5d1c3c1e-0c52-4a5e-8f4b-7a4b8d1b2c01', name: 'Sunday Hat', target_completion_date: soon },
  ],
  total: 1,
};

async function openBell() {
  await userEvent.click(await screen.findByRole('button', { name: 'notifications, 0' }));
  return screen.findByRole('dialog', { name: NOTIFICATION_TEXTS.title });
}

describe('the bell', () => {
  it('keeps its badge at 0 and lists the reminders and low stock the switches turned on', async () => {
    const api = accountApi({
      get: {
        '/settings': { settings: { ...settings, project_reminders: true, low_stock_alerts: true } },
        '/yarn/low-stock': lowStock,
        '/yarn/low-stock/count': { total: 1 },
        '/projects': projects,
      },
    });
    renderApp('/settings', { user: knitter, api });
    const list = await openBell();
    expect(await within(list).findByRole('link', { name: '"Sunday Hat" is due in 2 days' })).toHaveAttribute(
      'href',
      '/projects/5d1c3c1e-0c52-4a5e-8f4b-7a4b8d1b2c01',
    );
    expect(within(list).getByRole('link', { name: 'Malabrigo Rios - Azul: 1 skein left' })).toHaveAttribute(
      'href',
      '/yarn/0b6f1f0e-1c1a-4a51-9a5e-3a0e2f4c1a01',
    );
    // The weekly digest is off: recent activity is never asked.
    expect(api.get.mock.calls.map(([path]) => path)).not.toContain('/activity/recent');
    // Behind the open list the page is inert; the bell still shows the spec's 0.
    expect(screen.getByRole('button', { name: 'notifications, 0', hidden: true })).toHaveTextContent('0');
  });

  it('says the notifications are off when every switch is', async () => {
    renderApp('/settings', { user: knitter, api: accountApi() });
    const list = await openBell();
    expect(await within(list).findByText(NOTIFICATION_TEXTS.allOff)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: NOTIFICATION_TEXTS.settingsLink })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('loses only the kind whose service is down', async () => {
    const api = accountApi({
      get: {
        '/settings': { settings: { ...settings, project_reminders: true, low_stock_alerts: true } },
        '/yarn/low-stock': serverError(503, 'Service Unavailable'),
        '/projects': { projects: [], total: 0 },
      },
    });
    renderApp('/settings', { user: knitter, api });
    const list = await openBell();
    expect(await within(list).findByText(NOTIFICATION_TEXTS.lowStockUnavailable)).toBeInTheDocument();
  });
});

describe('the notification switches in Settings', () => {
  it('say where each one shows, and that email is not sent yet', async () => {
    renderApp('/settings', { user: knitter, api: accountApi() });
    expect(await screen.findByRole('switch', { name: 'Email Notifications' })).toHaveAccessibleDescription(
      NOTIFICATION_TEXTS.emailNotAvailable,
    );
    for (const name of ['Project Reminders', 'Low Stock Alerts', 'Weekly Digest'])
      expect(screen.getByRole('switch', { name })).toHaveAccessibleDescription(
        NOTIFICATION_TEXTS.shownInList,
      );
  });
});
