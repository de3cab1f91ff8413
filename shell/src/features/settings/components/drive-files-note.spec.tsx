import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVE_FILES_MESSAGES, type DriveFilesStatus } from '@yarn-mgmt/contracts';
import { accountApi, driveFilesIdle, driveStatus, serverError, settings } from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';
import { DRIVE_SYNC_NEEDS_DRIVE } from './backup-section';

afterEach(() => localStorage.clear());

/** Google Drive linked: 'Google Drive Sync' can be turned on. */
const linked = {
  '/integrations/google-drive/status': {
    ...driveStatus,
    connected: true,
    email: 'knitter@example.com',
    connectedAt: '2026-03-01T10:00:00.000Z',
  },
};
const findSection = () => screen.findByRole('region', { name: 'Backup & Sync' });
const moving = (done: number, direction: DriveFilesStatus['direction'] = 'to_drive'): DriveFilesStatus => ({
  ...driveFilesIdle,
  state: 'active',
  direction,
  done,
  total: 12,
});

describe("Backup & Sync: the pattern files under 'Google Drive Sync'", () => {
  it('says what the switch does, and nothing more while no move runs', async () => {
    renderApp('/settings', { user: knitter, api: accountApi({ get: linked }) });
    const section = await findSection();
    expect(
      await within(section).findByText(
        "Pattern PDFs go to the 'Yarn Management' folder in your Google Drive (backups go there whenever Drive is connected)",
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/of \d+ files/)).toBeNull();
  });

  it('follows a move to Drive file by file, and asks again when the switch is turned off', async () => {
    // Each count answered twice: the first seconds of a run are asked about every 400 ms.
    const answers = [moving(3), moving(3), moving(4), moving(4)];
    const put = jest.fn((_path: string, body?: unknown) =>
      Promise.resolve({ settings: { ...settings, ...(body as { backup: object }).backup } }),
    );
    const api = accountApi({
      get: {
        ...linked,
        '/settings': { settings: { ...settings, google_drive_enabled: true } },
        '/integrations/google-drive/files': () => answers.shift() ?? { ...moving(12), state: 'completed' },
      },
      put,
    });
    renderApp('/settings', { user: knitter, api });
    const section = await findSection();
    expect(
      await within(section).findByText('Moving pattern files to Google Drive: 3 of 12 files'),
    ).toBeInTheDocument();
    expect(
      await within(section).findByText('Moving pattern files to Google Drive: 4 of 12 files', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    await screen.findByText(DRIVE_FILES_MESSAGES.whatItDoes);
    const asked = api.get.mock.calls.filter(([path]) => path === '/integrations/google-drive/files').length;
    answers.push(moving(1, 'to_platform'), moving(1, 'to_platform'), moving(1, 'to_platform'));
    await userEvent.click(within(section).getByRole('switch', { name: 'Google Drive Sync' }));
    expect(
      await within(section).findByText('Moving pattern files back from Google Drive: 1 of 12 files'),
    ).toBeInTheDocument();
    expect(
      api.get.mock.calls.filter(([path]) => path === '/integrations/google-drive/files').length,
    ).toBeGreaterThan(asked);
  });

  it('keeps the switch working when the status cannot be read', async () => {
    renderApp('/settings', {
      user: knitter,
      api: accountApi({ get: { ...linked, '/integrations/google-drive/files': serverError(503, 'down') } }),
    });
    const section = await findSection();
    expect(await within(section).findByText(DRIVE_FILES_MESSAGES.whatItDoes)).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Google Drive Sync' })).toBeEnabled();
  });

  it('shows the switch off and disabled while Google Drive is not connected, saying to connect it first', async () => {
    // Stored on (before a Disconnect turned it off on the server): still not shown on without the link.
    renderApp('/settings', {
      user: knitter,
      api: accountApi({ get: { '/settings': { settings: { ...settings, google_drive_enabled: true } } } }),
    });
    const section = await findSection();
    expect(await within(section).findByText(DRIVE_SYNC_NEEDS_DRIVE)).toBeInTheDocument();
    const sync = within(section).getByRole('switch', { name: 'Google Drive Sync' });
    expect(sync).toBeDisabled();
    expect(sync).not.toBeChecked();
    expect(sync).toHaveAccessibleDescription(DRIVE_SYNC_NEEDS_DRIVE);
    expect(within(section).queryByText(DRIVE_FILES_MESSAGES.whatItDoes)).toBeNull();
  });
});
