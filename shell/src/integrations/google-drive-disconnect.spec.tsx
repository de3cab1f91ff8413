import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVE_FILES_MESSAGES, type GoogleDriveStatus } from '@yarn-mgmt/contracts';
import { accountApi, driveStatus, profile } from '../test/account-api';
import { knitter, renderApp } from '../test/render-app';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

// A Disconnect with pattern files in Drive (the service answers 202 and brings them back first).
const linked: GoogleDriveStatus = {
  ...driveStatus,
  connected: true,
  email: 'ann@example.com',
  connectedAt: '2026-03-06T09:00:00.000Z',
};
const moving = (done: number, total: number): GoogleDriveStatus => ({
  ...linked,
  disconnecting: { done, total },
});
const poll = { timeout: 4_000 };
const drivePanel = async () => within(await screen.findByRole('region', { name: 'Google Drive' }));

describe('Disconnect of a Google Drive holding pattern files', () => {
  it("shows 'n of N files' with a bar while they come back, buttons off, then 'Not connected' and the toast", async () => {
    let current: GoogleDriveStatus = linked;
    const later: GoogleDriveStatus[] = [moving(2, 3), driveStatus];
    const api = accountApi({
      get: { '/integrations/google-drive/status': () => current },
      del: () => {
        current = moving(0, 3);
        return Promise.resolve(moving(0, 3));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const drive = await drivePanel();
    await userEvent.click(await drive.findByRole('button', { name: 'Disconnect' }));
    expect(api.delete).toHaveBeenCalledWith('/integrations/google-drive/disconnect');
    expect(
      await drive.findByText('Moving pattern files back from Google Drive: 0 of 3 files'),
    ).toBeInTheDocument();
    // No file back yet: a moving bar, not an empty track (which reads as a line); the status asked again soon.
    const first = drive.getByRole('progressbar', {
      name: 'Moving pattern files back from Google Drive: 0 of 3 files',
    });
    expect(first).not.toHaveAttribute('aria-valuenow');
    const reads = () => api.get.mock.calls.filter(([path]) => path === '/integrations/google-drive/status');
    const before = reads().length;
    await waitFor(() => expect(reads().length).toBeGreaterThan(before), { timeout: 900 });
    // Still linked meanwhile, in the spec's words; nothing to press.
    expect(drive.getByText('Connected as ann@example.com')).toBeInTheDocument();
    expect(drive.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(screen.queryByText('Google Drive disconnected')).not.toBeInTheDocument();
    current = later.shift()!;
    const bar = await drive.findByRole(
      'progressbar',
      {
        name: 'Moving pattern files back from Google Drive: 2 of 3 files',
      },
      poll,
    );
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((2 / 3) * 100)));
    current = later.shift()!;
    expect(await screen.findByText('Google Drive disconnected', {}, poll)).toBeInTheDocument();
    expect(drive.getByText('Not connected')).toBeInTheDocument();
    expect(drive.getByRole('button', { name: 'Connect Google Drive' })).toBeEnabled();
    expect(drive.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why when the files could not come back, keeps the link, and Disconnect can be pressed again', async () => {
    let current: GoogleDriveStatus = linked;
    const api = accountApi({
      get: { '/integrations/google-drive/status': () => current },
      del: () => {
        current = { ...linked, disconnectError: DRIVE_FILES_MESSAGES.returnFailed };
        return Promise.resolve(moving(0, 4));
      },
    });
    renderApp('/settings', { user: knitter, api });
    const drive = await drivePanel();
    await userEvent.click(await drive.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect Google Drive', {}, poll)).toBeInTheDocument();
    expect(drive.getByText(DRIVE_FILES_MESSAGES.returnFailed)).toBeInTheDocument();
    expect(drive.getByText('Connected as ann@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Google Drive disconnected')).not.toBeInTheDocument();
    await userEvent.click(drive.getByRole('button', { name: 'Disconnect' }));
    expect(api.delete).toHaveBeenCalledTimes(2);
  });

  it('shows a Disconnect under way on arrival, and the profile keeps its buttons off meanwhile', async () => {
    const api = accountApi({
      get: {
        '/integrations/google-drive/status': moving(5, 12),
        '/auth/profile': { profile: { ...profile, google_drive_connected: true } },
      },
    });
    const { unmount } = renderApp('/settings', { user: knitter, api });
    const drive = await drivePanel();
    expect(
      await drive.findByText('Moving pattern files back from Google Drive: 5 of 12 files'),
    ).toBeInTheDocument();
    expect(drive.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    unmount();
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const card = await drivePanel();
    expect(await card.findByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(
      await card.findByRole('progressbar', {
        name: 'Moving pattern files back from Google Drive: 5 of 12 files',
      }),
    ).toHaveAttribute('aria-valuenow', String(Math.round((5 / 12) * 100)));
  });

  it('says on the profile why a Disconnect could not finish, and lets it be pressed again', async () => {
    const api = accountApi({
      get: {
        '/integrations/google-drive/status': {
          ...linked,
          disconnectError: DRIVE_FILES_MESSAGES.returnFailed,
        },
        '/auth/profile': { profile: { ...profile, google_drive_connected: true } },
      },
    });
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const card = await drivePanel();
    expect(await card.findByText(DRIVE_FILES_MESSAGES.returnFailed)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });
});
