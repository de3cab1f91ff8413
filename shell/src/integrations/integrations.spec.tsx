import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoogleDriveStatus } from '@yarn-mgmt/contracts';
import {
  accountApi,
  driveStatus,
  profile,
  ravelryLinked,
  ravelryStatus,
  serverError,
} from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';
import { browser } from './browser';
import { INTEGRATION_TEXTS } from './integration-texts';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const linked = ravelryLinked;
const driveLinked: GoogleDriveStatus = {
  ...driveStatus,
  connected: true,
  email: 'ann@example.com',
  connectedAt: '2026-03-06T09:00:00.000Z',
};
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('Ravelry on the settings page', () => {
  it('offers no connection on a server without Ravelry, and says why', async () => {
    renderApp('/settings', {
      user: knitter,
      api: accountApi({ get: { '/ravelry/status': { ...ravelryStatus, configured: false } } }),
    });
    expect(await screen.findByText(INTEGRATION_TEXTS.ravelryNotAvailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Ravelry Account' })).toBeDisabled();
  });

  it('asks a broken link to be reconnected, and Reconnect starts the connection again', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = accountApi({
      get: {
        '/ravelry/status': { ...linked, broken: true },
        '/ravelry/auth': { authUrl: 'https://ravelry.example/oauth2/auth?state=s2' },
      },
    });
    renderApp('/settings', { user: { ...knitter, ravelry_connected: true }, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    expect(card.getByText(INTEGRATION_TEXTS.broken('Ravelry'))).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Sync Now' })).not.toBeInTheDocument();
    // A broken link is not "connected" in the top bar.
    expect(screen.queryByTestId('ravelry-connected')).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://ravelry.example/oauth2/auth?state=s2'));
  });

  it('disconnects: the spec toast, the card back to Connect, and the top bar icon gone', async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked },
      del: () => Promise.resolve(ravelryStatus),
    });
    renderApp('/settings', { user: { ...knitter, ravelry_connected: true }, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    expect(card.getByText(/^Last sync: Mar 5, \d{1,2}:30 [AP]M$/)).toBeInTheDocument();
    expect(screen.getByTestId('ravelry-connected')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Ravelry account disconnected')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/ravelry/disconnect');
    expect(await screen.findByRole('button', { name: 'Connect Ravelry Account' })).toBeEnabled();
    expect(screen.queryByTestId('ravelry-connected')).not.toBeInTheDocument();
  });

  it("says 'Failed to disconnect Ravelry' and keeps the card when the disconnect fails", async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked },
      del: () => Promise.reject(serverError(500, 'Internal server error')),
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect Ravelry')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ravelry account' })).toBeInTheDocument();
  });

  it("reads 'Syncing...' while the sync runs, and says 'Failed to sync Ravelry data' when it fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    const api = accountApi({
      get: { '/ravelry/status': linked },
      post: () => new Promise((_resolve, reject) => (fail = reject)),
    });
    renderApp('/settings', { user: knitter, api });
    const card = within(await screen.findByRole('region', { name: 'Ravelry account' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync Now' }));
    expect(await card.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
    fail(serverError(503, 'Ravelry sync is not available yet'));
    expect(await screen.findByText('Failed to sync Ravelry data')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
  });
});

describe('Google Drive on the settings page (Backup & Sync)', () => {
  it('connects: the browser goes to Google with the address the server gave', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = accountApi({
      get: { '/integrations/google-drive/auth': { authUrl: 'https://accounts.google.example/auth?state=g' } },
    });
    renderApp('/settings', { user: knitter, api });
    const drive = within(await screen.findByRole('region', { name: 'Google Drive' }));
    expect(await drive.findByText(INTEGRATION_TEXTS.driveAbout)).toBeInTheDocument();
    await userEvent.click(drive.getByRole('button', { name: 'Connect Google Drive' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.example/auth?state=g'));
  });

  it('says when the connection cannot start, and when the server has no Google client', async () => {
    const api = accountApi({
      get: { '/integrations/google-drive/auth': serverError(503, 'not available') },
    });
    const { unmount } = renderApp('/settings', { user: knitter, api });
    const drive = within(await screen.findByRole('region', { name: 'Google Drive' }));
    await userEvent.click(await drive.findByRole('button', { name: 'Connect Google Drive' }));
    expect(await screen.findByText('Failed to initiate Google Drive connection')).toBeInTheDocument();
    unmount();
    renderApp('/settings', {
      user: knitter,
      api: accountApi({
        get: { '/integrations/google-drive/status': { ...driveStatus, configured: false } },
      }),
    });
    expect(await screen.findByText(INTEGRATION_TEXTS.driveNotAvailable)).toBeInTheDocument();
    expect(region('Google Drive').getByRole('button', { name: 'Connect Google Drive' })).toBeDisabled();
  });

  it('shows the linked Google account and disconnects it', async () => {
    const api = accountApi({
      get: { '/integrations/google-drive/status': driveLinked },
      del: () => Promise.resolve(driveStatus),
    });
    renderApp('/settings', { user: knitter, api });
    const drive = within(await screen.findByRole('region', { name: 'Google Drive' }));
    expect(await drive.findByText('Connected as ann@example.com')).toBeInTheDocument();
    expect(drive.getByText('Connected on Mar 06, 2026')).toBeInTheDocument();
    await userEvent.click(drive.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Drive disconnected')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/integrations/google-drive/disconnect');
    expect(await drive.findByRole('button', { name: 'Connect Google Drive' })).toBeInTheDocument();
  });

  it.each([
    [
      '?google_drive_connected=true&email=ann%40example.com',
      'Successfully connected to Google Drive as ann@example.com',
    ],
    ['?google_drive_error=access+was+not+granted', 'Google Drive connection failed: access was not granted'],
    [
      '?error=connection_failed&provider=google_drive',
      'Failed to connect to Google Drive. Please try again.',
    ],
  ])('on return with %s shows the message and goes back to /settings', async (search, text) => {
    renderApp(`/settings${search}`, { user: knitter, api: accountApi() });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/settings$/);
  });
});

describe('the profile and the integration pages', () => {
  it("turns the profile's Google Drive buttons on when the server can link it, and runs the same flow", async () => {
    const api = accountApi({
      get: {
        '/auth/profile': { profile: { ...profile, google_drive_connected: true } },
        '/integrations/google-drive/status': driveLinked,
      },
      del: () => Promise.resolve(driveStatus),
    });
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    expect(region('Google Drive').getByText('Connected')).toBeInTheDocument();
    expect(region('Google Drive').getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.click(region('Google Drive').getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Drive disconnected')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/integrations/google-drive/disconnect');
  });

  it('keeps the profile buttons off, saying why, on a server without the providers', async () => {
    renderApp('/profile', {
      user: knitter,
      api: accountApi({
        get: {
          '/ravelry/status': { ...ravelryStatus, configured: false },
          '/integrations/google-drive/status': { ...driveStatus, configured: false },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    expect(await screen.findByText(INTEGRATION_TEXTS.ravelryNotAvailable)).toBeInTheDocument();
    expect(screen.getByText(INTEGRATION_TEXTS.driveNotAvailable)).toBeInTheDocument();
    for (const name of ['Ravelry', 'Google Drive']) {
      expect(region(name).getByRole('button', { name: 'Connect' })).toBeDisabled();
    }
  });

  it('/settings/sync shows both links: Ravelry with its last sync and Sync Now, Drive with its account', async () => {
    const api = accountApi({
      get: { '/ravelry/status': linked, '/integrations/google-drive/status': driveLinked },
    });
    renderApp('/settings/sync', { user: knitter, api });
    expect(await screen.findByRole('button', { name: 'Sync Now' })).toBeInTheDocument();
    expect(screen.getByText(/^Last sync: Mar 5, \d{1,2}:30 [AP]M$/)).toBeInTheDocument();
    expect(await screen.findByText('Connected as ann@example.com')).toBeInTheDocument();
  });

  it('/settings/integrations/google-drive is the Drive link alone', async () => {
    renderApp('/settings/integrations/google-drive', { user: knitter, api: accountApi() });
    expect(await screen.findByRole('button', { name: 'Connect Google Drive' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect Ravelry Account' })).not.toBeInTheDocument();
  });
});
