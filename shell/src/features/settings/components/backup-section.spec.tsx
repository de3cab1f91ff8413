import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_MESSAGES, type Backup, type BackupListResponse } from '@yarn-mgmt/contracts';
import { downloader } from '@yarn-mgmt/web-platform';
import { accountApi, noBackups, serverError, settings } from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Backup & Sync' });
const findSection = () => screen.findByRole('region', { name: 'Backup & Sync' });

const onDrive: Backup = {
  id: '0b6a9c52-3f1e-4d7a-9c1b-2e3f4a5b6c7d',
  created_at: '2026-03-04T05:06:00.000Z',
  size_bytes: 3 * 1024 * 1024,
  destination: 'drive',
  trigger: 'scheduled',
  include_photos: true,
  file_name: 'yarn-management-export-20260304-050600.zip',
};
const onPlatform: Backup = {
  ...onDrive,
  id: '1c7b0d63-4a2f-4e8b-8d2c-3f4a5b6c7d8e',
  created_at: '2026-03-01T05:06:00.000Z',
  size_bytes: 8 * 1024,
  destination: 'platform',
  trigger: 'manual',
  include_photos: false,
  file_name: 'yarn-management-export-20260301-050600.json',
};
const withBackups: BackupListResponse = { ...noBackups, backups: [onDrive, onPlatform] };

describe('Backup & Sync: the backups', () => {
  it("says 'No backups yet', then Backup Now starts one, follows it and lists it when written", async () => {
    // The server's side: no backup, then one running from the POST on, written once the test has seen it run.
    let server: 'none' | 'running' | 'written' = 'none';
    const running: BackupListResponse = { ...noBackups, run: { state: 'active', error: null } };
    const done: BackupListResponse = {
      ...noBackups,
      backups: [onPlatform],
      run: { state: 'completed', error: null },
    };
    const post = jest.fn(() => {
      server = 'running';
      return Promise.resolve({ state: 'waiting', error: null });
    });
    const lists = { none: noBackups, running, written: done };
    renderApp('/settings', {
      user: knitter,
      api: accountApi({ get: { '/backups': () => lists[server] }, post }),
    });
    expect(await within(await findSection()).findByText('No backups yet')).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Backup Now' }));
    expect(await screen.findByText('Manual backup started')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/backups', undefined);
    expect(await within(await findSection()).findByText('Backing up...')).toBeInTheDocument();
    server = 'written';
    expect(
      await screen.findByText(BACKUP_MESSAGES.completed, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    const row = within(within(section()).getByRole('list', { name: 'Backups' })).getByRole('listitem');
    expect(row).toHaveTextContent(/^Mar 1, /);
    expect(row).toHaveTextContent('8.00 KB · This platform · Manual');
    expect(within(section()).getByRole('button', { name: 'Backup Now' })).toBeEnabled();
  });

  it('lists each backup with its date, size and where it went, in the user’s date format', async () => {
    renderApp('/settings', {
      user: knitter,
      api: accountApi({
        get: {
          '/settings': { settings: { ...settings, date_format: 'YYYY-MM-DD' } },
          '/backups': withBackups,
        },
      }),
    });
    const rows = within(
      await within(await findSection()).findByRole('list', { name: 'Backups' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('3.00 MB · Google Drive · Automatic · with photos');
    expect(rows[1]).toHaveTextContent('8.00 KB · This platform · Manual');
    await waitFor(() => expect(rows[0]).toHaveTextContent(/2026-03-04/));
    expect(within(section()).getByText('The last 10 backups are kept.')).toBeInTheDocument();
  });

  it('restores after a confirmation that says the data is added, then says so', async () => {
    const post = jest.fn((path: string) =>
      Promise.resolve(path.endsWith('/restore') ? { message: 'Data imported successfully' } : {}),
    );
    renderApp('/settings', { user: knitter, api: accountApi({ get: { '/backups': withBackups }, post }) });
    const rows = within(
      await within(await findSection()).findByRole('list', { name: 'Backups' }),
    ).getAllByRole('listitem');
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: BACKUP_MESSAGES.restoreConfirmTitle });
    expect(dialog).toHaveTextContent(BACKUP_MESSAGES.restoreConfirm);
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(BACKUP_MESSAGES.restored)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/backups/${onDrive.id}/restore`, undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the import's refusal when a restore fails, and Cancel sends nothing", async () => {
    const post = jest.fn(() => Promise.reject(serverError(404, BACKUP_MESSAGES.goneFromDrive)));
    renderApp('/settings', { user: knitter, api: accountApi({ get: { '/backups': withBackups }, post }) });
    const rows = within(
      await within(await findSection()).findByRole('list', { name: 'Backups' }),
    ).getAllByRole('listitem');
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(BACKUP_MESSAGES.goneFromDrive)).toBeInTheDocument();
  });

  it('downloads a backup under its own name', async () => {
    const save = jest.spyOn(downloader, 'save').mockImplementation(() => undefined);
    const api = accountApi({ get: { '/backups': withBackups } });
    renderApp('/settings', { user: knitter, api });
    const rows = within(
      await within(await findSection()).findByRole('list', { name: 'Backups' }),
    ).getAllByRole('listitem');
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), onPlatform.file_name));
    expect(api.getBlob).toHaveBeenCalledWith(`/backups/${onPlatform.id}/download`);
  });

  it('says why a Backup Now failed', async () => {
    const lists = [noBackups, { ...noBackups, run: { state: 'active', error: null } }];
    const failed = { ...noBackups, run: { state: 'failed', error: 'The inventory service is unavailable' } };
    const post = jest.fn(() => Promise.resolve({ state: 'waiting', error: null }));
    renderApp('/settings', {
      user: knitter,
      api: accountApi({ get: { '/backups': () => lists.shift() ?? failed }, post }),
    });
    await within(await findSection()).findByText('No backups yet');
    await userEvent.click(within(section()).getByRole('button', { name: 'Backup Now' }));
    expect(
      await screen.findByText('Backup failed: The inventory service is unavailable', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
  });

  it('shows a failed list with Retry, and says plainly when this server cannot make backups', async () => {
    let answer: unknown = serverError(500, 'Internal server error');
    renderApp('/settings', { user: knitter, api: accountApi({ get: { '/backups': () => answer } }) });
    expect(
      await within(await findSection()).findByText('Failed to load the backups', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    answer = { ...noBackups, available: false };
    await userEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(
      await within(await findSection()).findByText(BACKUP_MESSAGES.notAvailableHere),
    ).toBeInTheDocument();
    expect(within(section()).getByText('No backups yet')).toBeInTheDocument();
  });

  it('names the next automatic backup while Automatic Backup is on', async () => {
    renderApp('/settings', {
      user: knitter,
      api: accountApi({
        get: {
          '/settings': { settings: { ...settings, auto_backup: true } },
          '/backups': { ...noBackups, next_scheduled_at: '2026-03-08T02:17:00.000Z' },
        },
      }),
    });
    expect(await within(await findSection()).findByText(/^Next automatic backup: /)).toBeInTheDocument();
  });
});
