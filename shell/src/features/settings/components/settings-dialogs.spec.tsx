import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, serverError } from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';
import { downloader } from '../api/export-data';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

async function openPasswordDialog(api = accountApi()) {
  renderApp('/settings', { user: knitter, api });
  await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
  return screen.getByRole('dialog');
}

const type = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe('settings change-password dialog', () => {
  it('keeps submit disabled while a field is empty or the new values differ, with the hints', async () => {
    await openPasswordDialog();
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expect(screen.getByText('Must be at least 6 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await type('Current Password', 'Old1pass');
    await type('New Password', 'Purl2gether');
    expect(submit).toBeDisabled();
    await type('Confirm New Password', 'Purl2geth');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await type('Confirm New Password', 'er');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it("refuses fewer than 6 characters with the spec's toast and sends nothing", async () => {
    const api = accountApi();
    await openPasswordDialog(api);
    await type('Current Password', 'Old1pass');
    await type('New Password', 'abc12');
    await type('Confirm New Password', 'abc12');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("sends 6+ characters and shows the server's stricter rule as its error", async () => {
    const rule = 'Password must contain uppercase, lowercase, and a number';
    const api = accountApi({ put: () => Promise.reject(serverError(400, rule)) });
    await openPasswordDialog(api);
    await type('Current Password', 'Old1pass');
    await type('New Password', 'abcdef');
    await type('Confirm New Password', 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith('/settings/password', {
      currentPassword: 'Old1pass',
      newPassword: 'abcdef',
    });
  });

  it("says 'Password changed successfully' and closes, or 'Failed to change password'", async () => {
    const put = jest
      .fn<(path: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ token: 'fresh-token', user: knitter });
    await openPasswordDialog(accountApi({ put }));
    await type('Current Password', 'Old1pass');
    await type('New Password', 'Purl2gether');
    await type('Confirm New Password', 'Purl2gether');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Older tokens are revoked by the change: the session goes on with the fresh one.
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });
});

describe('delete account', () => {
  it('is enabled only once DELETE is typed, then signs out to /login', async () => {
    const api = accountApi({ del: () => Promise.resolve(undefined) });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!;
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(confirm);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/auth/account');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'Failed to delete account' and stays", async () => {
    const api = accountApi({ del: () => Promise.reject(serverError(503, 'down')) });
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings');
  });
});

describe('export and import', () => {
  it('exports json with photos and downloads it with a timestamped name', async () => {
    const file = new Blob(['{"format":"yarn-management-export"}'], { type: 'application/json' });
    const api = accountApi({ postBlob: () => Promise.resolve(file) });
    const save = jest.spyOn(downloader, 'save').mockImplementation(() => undefined);
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Data exported successfully')).toBeInTheDocument();
    expect(api.postBlob).toHaveBeenCalledWith('/settings/export', { format: 'json', includePhotos: true });
    expect(save).toHaveBeenCalledWith(
      file,
      expect.stringMatching(/^yarn-management-export-\d{8}-\d{6}\.json$/),
    );
  });

  it('offers json, csv and zip and sends the one chosen, saved with its extension', async () => {
    const file = new Blob(['PK'], { type: 'application/zip' });
    const api = accountApi({ postBlob: () => Promise.resolve(file) });
    const save = jest.spyOn(downloader, 'save').mockImplementation(() => undefined);
    renderApp('/settings', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    const formats = screen.getByRole('radiogroup', { name: 'Format' });
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['json', 'csv', 'zip']);
    expect(within(formats).getByRole('radio', { name: /^JSON/ })).toBeChecked();
    await userEvent.click(within(formats).getByRole('radio', { name: /^ZIP/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Data exported successfully')).toBeInTheDocument();
    expect(api.postBlob).toHaveBeenCalledWith('/settings/export', { format: 'zip', includePhotos: true });
    expect(save).toHaveBeenCalledWith(
      file,
      expect.stringMatching(/^yarn-management-export-\d{8}-\d{6}\.zip$/),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await userEvent.click(screen.getByRole('radio', { name: /^CSV/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(api.postBlob).toHaveBeenLastCalledWith('/settings/export', {
        format: 'csv',
        includePhotos: true,
      }),
    );
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(file, expect.stringMatching(/\.csv$/)));
  });

  it("says 'Failed to export data' when the export fails", async () => {
    const postBlob = () => Promise.reject(serverError(503, 'down'));
    renderApp('/settings', { user: knitter, api: accountApi({ postBlob }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export data')).toBeInTheDocument();
  });

  it("imports the chosen file and shows the server's summary", async () => {
    const upload = jest
      .fn<(path: string, form: FormData) => Promise<unknown>>()
      .mockResolvedValue({ message: 'Imported 12 yarns, 3 patterns and 2 projects' });
    renderApp('/settings', { user: knitter, api: accountApi({ upload }) });
    const file = new File(['{}'], 'export.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText('Import file'), file);
    // Said in an alert (the page may show others meanwhile: the one with the summary).
    const summary = await screen.findByText('Imported 12 yarns, 3 patterns and 2 projects');
    expect(summary.closest('[role="alert"]')).not.toBeNull();
    const [path, form] = upload.mock.calls[0] ?? [];
    expect(path).toBe('/settings/import');
    expect((form?.get('file') as File).name).toBe('export.json');
  });

  it("shows the server's refusal of a file", async () => {
    const upload = jest
      .fn<(path: string, form: FormData) => Promise<unknown>>()
      .mockRejectedValue(serverError(400, 'This export belongs to another account'));
    renderApp('/settings', { user: knitter, api: accountApi({ upload }) });
    const file = new File(['{}'], 'export.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText('Import file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('This export belongs to another account');
  });
});
