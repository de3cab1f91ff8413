import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, serverError } from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';

afterEach(() => localStorage.clear());

async function openDialog(api = accountApi()) {
  renderApp('/profile', { user: knitter, api });
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  return api;
}

const type = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

describe('profile security tab', () => {
  it("shows 'Member since: {date}'", async () => {
    renderApp('/profile', { user: knitter, api: accountApi() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(screen.getByText('Member since: January 5, 2026')).toBeInTheDocument();
  });
});

describe('profile change-password dialog', () => {
  it('requires every field, with the spec messages, and sends nothing', async () => {
    const api = await openDialog();
    await submit();
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('wants 8 characters and a matching confirmation', async () => {
    const api = await openDialog();
    await type('Current Password', 'Knit2gether');
    await type('New Password', 'Short1');
    await type('Confirm New Password', 'Short2');
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at the field and as a toast", async () => {
    const wrong = serverError(400, 'Current password is incorrect');
    Object.assign(wrong, {
      body: {
        error: 'Current password is incorrect',
        fieldErrors: { currentPassword: ['Current password is incorrect'] },
      },
    });
    await openDialog(accountApi({ put: () => Promise.reject(wrong) }));
    await type('Current Password', 'Wrong1pass');
    await type('New Password', 'Purl2gether');
    await type('Confirm New Password', 'Purl2gether');
    await submit();
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
  });

  it("says 'Password updated successfully!', keeps the session's fresh token and closes", async () => {
    const api = await openDialog(
      accountApi({ put: () => Promise.resolve({ token: 'fresh', user: knitter }) }),
    );
    await type('Current Password', 'Knit2gether');
    await type('New Password', 'Purl2gether');
    await type('Confirm New Password', 'Purl2gether');
    await submit();
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith('/auth/change-password', {
      currentPassword: 'Knit2gether',
      newPassword: 'Purl2gether',
    });
    expect(localStorage.getItem('token')).toBe('fresh');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("falls back to 'Failed to update password'", async () => {
    await openDialog(accountApi({ put: () => Promise.reject(new Error('socket hang up')) }));
    await type('Current Password', 'Knit2gether');
    await type('New Password', 'Purl2gether');
    await type('Confirm New Password', 'Purl2gether');
    await submit();
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();
  });
});
