import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, ravelryLinked, ravelryStatus, serverError, settings } from '../../../test/account-api';
import { SYNC_NOW_HINTS } from './backup-section';
import { knitter, renderApp } from '../../../test/render-app';
import { browser } from '../../../integrations/browser';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('settings page', () => {
  it('shows the seven sections in order', async () => {
    renderApp('/settings', { user: knitter, api: accountApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Notifications',
      'Display & Regional',
      'Ravelry Integration',
      'Security',
      'Backup & Sync',
      'Data & Storage',
      'Danger Zone',
    ]);
    for (const name of ['Email Notifications', 'Project Reminders', 'Low Stock Alerts', 'Weekly Digest']) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Weekly Digest' })).not.toBeChecked();
  });

  it('gives every element a unique id, and each section header controls its own region', async () => {
    renderApp('/settings', { user: knitter, api: accountApi() });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await screen.findByRole('switch', { name: 'Google Drive Sync' });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const headers = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.querySelector('button')!);
    expect(headers).toHaveLength(7);
    for (const header of headers) {
      const region = document.getElementById(header.getAttribute('aria-controls')!);
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-labelledby', header.id);
    }
  });

  it('sends the whole group with one key changed, then says so', async () => {
    const api = accountApi({ put: () => Promise.resolve({ settings }) });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('switch', { name: 'Low Stock Alerts' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith('/settings', {
      notifications: {
        email_notifications: true,
        project_reminders: false,
        low_stock_alerts: true,
        weekly_digest: false,
      },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    const currencies = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(currencies.map((option) => option.textContent)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    await userEvent.click(screen.getByRole('option', { name: 'EUR' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('/settings', {
        display: {
          theme_preference: 'light',
          display_density: 'comfortable',
          default_currency: 'EUR',
          date_format: 'MM/DD/YYYY',
          start_of_week: 0,
        },
      }),
    );
  });

  it("shows the server's error, or 'Failed to update settings'", async () => {
    const put = jest
      .fn<(path: string) => Promise<unknown>>()
      .mockRejectedValueOnce(serverError(400, 'theme_preference: Invalid option'))
      .mockRejectedValueOnce(new Error(''));
    renderApp('/settings', { user: knitter, api: accountApi({ put }) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly Digest' }));
    expect(await screen.findByText('theme_preference: Invalid option')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
  });

  it('shows Backup Frequency only while automatic backup is on; Backup Now starts one and Sync Now toasts', async () => {
    const on = { settings: { ...settings, auto_backup: true } };
    const post = jest.fn(() => Promise.resolve({ state: 'waiting', error: null }));
    renderApp('/settings', { user: knitter, api: accountApi({ post }) });
    await screen.findByRole('switch', { name: 'Automatic Backup' });
    expect(screen.queryByRole('combobox', { name: 'Backup Frequency' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Backup Now' }));
    expect(post).toHaveBeenCalledWith('/backups', undefined);
    expect(await screen.findByText('Manual backup started')).toBeInTheDocument();
    // Not linked to Ravelry: the spec's toast, and the button says what it needs.
    const syncNow = within(section('Backup & Sync')).getByRole('button', { name: 'Sync Now' });
    expect(syncNow).toHaveAccessibleDescription(SYNC_NOW_HINTS.notLinked);
    await userEvent.click(syncNow);
    expect(await screen.findByText('Sync started')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/ravelry/sync');
    localStorage.clear();
    renderApp('/settings', { user: knitter, api: accountApi({ get: { '/settings': on } }) });
    expect(await screen.findByRole('combobox', { name: 'Backup Frequency' })).toHaveTextContent('Weekly');
  });

  it("shows the usage bar, 'X of Y used' and the photo and pattern counts", async () => {
    renderApp('/settings', { user: knitter, api: accountApi() });
    expect(await screen.findByText('5.25 MB of 1.00 GB used')).toBeInTheDocument();
    expect(screen.getByText('Photos: 7 · Patterns: 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuenow',
      String((5.25 / 1024) * 100),
    );
  });

  it('clears the server cache and the client one', async () => {
    const api = accountApi({ post: () => Promise.resolve({}) });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    expect(await screen.findByText('Cache cleared successfully')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/settings/clear-cache');
    // The settings on screen were loaded afresh.
    await waitFor(() => expect(api.get.mock.calls.filter(([path]) => path === '/settings')).toHaveLength(2));
  });

  it("says 'Connect Ravelry Account' and fails honestly while the connection cannot start", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = accountApi({ get: { '/ravelry/auth': serverError(503, 'Ravelry is not configured') } });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Ravelry Account' }));
    expect(await screen.findByText('Failed to initiate Ravelry connection')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to the authorisation address when there is one', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = accountApi({
      get: { '/ravelry/auth': { authUrl: 'https://ravelry.example/oauth?state=s' } },
    });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Ravelry Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://ravelry.example/oauth?state=s'));
  });

  it("Backup & Sync's Sync Now runs the Ravelry sync when linked, and the Ravelry panel says how it ended", async () => {
    const done = { state: 'completed', progress: null, error: null, lastSync: null };
    const summary = { created: 2, updated: 0, unchanged: 0, conflicts: 0, missing: 0, seconds: 3 };
    const api = accountApi({
      get: { '/ravelry/status': ravelryLinked, '/ravelry/sync': { ...done, summary } },
      post: () => Promise.resolve({ ...done, state: 'waiting', summary: null }),
    });
    renderApp('/settings', { user: knitter, api });
    await screen.findByRole('region', { name: 'Ravelry account' });
    const syncNow = within(section('Backup & Sync')).getByRole('button', { name: 'Sync Now' });
    await waitFor(() => expect(syncNow).toHaveAccessibleDescription(SYNC_NOW_HINTS.linked));
    await userEvent.click(syncNow);
    expect(await screen.findByText('Sync started')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/ravelry/sync');
    expect(await screen.findByText('Ravelry sync completed successfully')).toBeInTheDocument();
  });

  it('shows a connected account with Sync Now and Disconnect', async () => {
    const status = {
      ...ravelryStatus,
      connected: true,
      username: 'purlqueen',
      connectedAt: '2026-03-04T10:00:00.000Z',
    };
    const done = { state: 'completed', progress: null, error: null, lastSync: null };
    const summary = { created: 2, updated: 0, unchanged: 0, conflicts: 0, missing: 0, seconds: 3 };
    const api = accountApi({
      get: { '/ravelry/status': status, '/ravelry/sync': { ...done, summary } },
      post: () => Promise.resolve({ ...done, state: 'waiting', summary: null }),
    });
    renderApp('/settings', { user: knitter, api });
    const card = await screen.findByRole('region', { name: 'Ravelry account' });
    expect(within(card).getByText('purlqueen')).toBeInTheDocument();
    expect(within(card).getByText('Connected on Mar 04, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Last sync: Never')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('Ravelry sync completed successfully')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/ravelry/sync');
  });

  it.each([
    ['?ravelry_connected=true&username=purlqueen', 'Successfully connected to Ravelry as purlqueen'],
    ['?ravelry_error=access+was+not+granted', 'Ravelry connection failed: access was not granted'],
    ['?error=invalid_state', 'Invalid or expired connection request. Please try again.'],
    ['?error=connection_failed', 'Failed to connect to Ravelry. Please try again.'],
  ])('on return with %s shows the message and goes back to /settings', async (search, text) => {
    renderApp(`/settings${search}`, { user: knitter, api: accountApi() });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/settings$/);
  });
});
