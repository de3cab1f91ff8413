import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@yarn-mgmt/web-platform';
import { accountApi, profile, serverError } from '../../../test/account-api';
import { knitter, renderApp } from '../../../test/render-app';

beforeAll(() => {
  // jsdom has no object URLs: the chosen avatar's preview and the stored avatar need one.
  Object.assign(URL, { createObjectURL: () => 'blob:avatar', revokeObjectURL: () => undefined });
});

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('profile page: personal info', () => {
  it('shows the four tabs, the name, the read-only email and the account statistics', async () => {
    renderApp('/profile', { user: knitter, api: accountApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Personal Info', 'Preferences', 'Security', 'Integrations']);
    expect(screen.getByLabelText('Name')).toHaveTextContent('Ann Purl');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('region', { name: 'Yarn in Stash' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Patterns' })).toHaveTextContent('5');
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Completed' })).toHaveTextContent('2');
    expect(screen.queryByText('Change Avatar')).not.toBeInTheDocument();
  });

  it('lets the tab row scroll sideways, with scroll arrows (phones too) when the labels do not fit', async () => {
    // A phone's width: the last tab out of view (MUI watches the first and last tabs with an IntersectionObserver).
    class LastTabHidden {
      constructor(private readonly seen: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe(tab: Element) {
        this.seen([{ isIntersecting: tab.textContent !== 'Integrations' }]);
      }
      unobserve() {}
      disconnect() {}
    }
    Object.assign(globalThis, { IntersectionObserver: LastTabHidden });
    try {
      renderApp('/profile', { user: knitter, api: accountApi() });
      const row = await screen.findByRole('tablist', { name: 'Profile sections' });
      // The scroller around the tab list, not a row that cuts the last labels off.
      expect(row.parentElement).toHaveClass('MuiTabs-scrollableX');
      const tabs = row.closest('.MuiTabs-root')!;
      await waitFor(() => expect(tabs.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(2));
      // Shown on phones too (MUI hides them there by default).
      for (const arrow of tabs.querySelectorAll('.MuiTabs-scrollButtons'))
        expect(arrow).not.toHaveClass('MuiTabs-scrollButtonsHideMobile');
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('offers Change Avatar only while editing, takes image files only, and Cancel resets everything', async () => {
    renderApp('/profile', { user: knitter, api: accountApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Change Avatar')).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar image')).toHaveAttribute('accept', 'image/*');
    const pdf = new File(['%PDF'], 'scarf.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Avatar image'), pdf, { applyAccept: false });
    expect(await screen.findByText('Avatar must be an image file')).toBeInTheDocument();

    const first = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Bea');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveTextContent('Ann Purl');
    expect(screen.queryByText('Change Avatar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
  });

  it('checks the names with the sign-up rules before sending anything', async () => {
    const api = accountApi();
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'First Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves the names and the avatar as one multipart PUT, then returns to view', async () => {
    const api = accountApi({ put: () => Promise.resolve({ profile }) });
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Bea');
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Avatar image'), png);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const [path, body] = api.put.mock.calls[0] ?? [];
    expect(path).toBe('/auth/profile');
    const form = body as FormData;
    expect(form.get('first_name')).toBe('Bea');
    expect(form.has('last_name')).toBe(false);
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('sends only the name that changed', async () => {
    const api = accountApi({ put: () => Promise.resolve({ profile }) });
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const last = screen.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(last);
    await userEvent.type(last, 'Purlwise');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const sent = api.put.mock.calls[0]?.[1] as FormData;
    expect([...sent.keys()]).toEqual(['last_name']);
    expect(sent.get('last_name')).toBe('Purlwise');
  });

  it('sends the avatar alone when only it changed', async () => {
    const api = accountApi({ put: () => Promise.resolve({ profile }) });
    renderApp('/profile', { user: knitter, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(
      screen.getByLabelText('Avatar image'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect([...(api.put.mock.calls[0]?.[1] as FormData).keys()]).toEqual(['avatar']);
  });

  it("shows the server's error, or 'Failed to update profile'", async () => {
    const put = jest
      .fn<(path: string, body?: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(serverError(400, 'Avatar must be at most 5 MB'))
      .mockRejectedValueOnce(new ApiError('Request failed with status code 500', 500));
    renderApp('/profile', { user: knitter, api: accountApi({ put }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Avatar must be at most 5 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(2);
  });
});

describe('profile page: preferences', () => {
  it('sends the whole preferences object with one key changed, each time', async () => {
    const api = accountApi({ put: () => Promise.resolve({}) });
    renderApp('/profile', { user: knitter, api });
    await openTab('Preferences');
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveAccessibleDescription(
      'Not available yet: this platform does not send email',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Email Notifications' }));
    expect(await screen.findByText('Preferences updated!')).toBeInTheDocument();
    expect(api.put).toHaveBeenLastCalledWith('/auth/preferences', {
      preferences: { emailNotifications: false, measurementUnit: 'metric', defaultView: 'dashboard' },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('/auth/preferences', {
        preferences: { emailNotifications: false, measurementUnit: 'imperial', defaultView: 'dashboard' },
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Default View' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dashboard',
      'Yarn Inventory',
      'Pattern Library',
      'Projects',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Pattern Library' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('/auth/preferences', {
        preferences: { emailNotifications: false, measurementUnit: 'imperial', defaultView: 'patterns' },
      }),
    );
  });
});

describe('profile page: integrations', () => {
  const card = (name: string) => within(screen.getByRole('region', { name }));

  it("says 'Not connected' for both and Connect fails honestly when the connection cannot start", async () => {
    const api = accountApi({ get: { '/ravelry/auth': serverError(503, 'Ravelry is not configured') } });
    renderApp('/profile', { user: knitter, api });
    await openTab('Integrations');
    expect(card('Ravelry').getByText('Not connected')).toBeInTheDocument();
    expect(card('Google Drive').getByText('Not connected')).toBeInTheDocument();
    expect(card('Ravelry').getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(card('Google Drive').getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    await waitFor(() => expect(card('Ravelry').getByRole('button', { name: 'Connect' })).toBeEnabled());
    await userEvent.click(card('Ravelry').getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Failed to initiate Ravelry connection')).toBeInTheDocument();
  });

  it("shows 'Connected as {username}' and disconnects through the same flow as Settings", async () => {
    const api = accountApi({
      get: { '/auth/profile': { profile: { ...profile, ravelry_username: 'purlqueen' } } },
      del: () => Promise.resolve({}),
    });
    renderApp('/profile', { user: knitter, api });
    await openTab('Integrations');
    expect(screen.getByText('Connected as purlqueen')).toBeInTheDocument();
    expect(card('Ravelry').getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.click(card('Ravelry').getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Ravelry account disconnected')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith('/ravelry/disconnect');
  });
});
