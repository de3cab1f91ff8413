import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, clickAndSettle, fakeApi, knitter, renderApp } from '../test/render-app';
import { accountApi } from '../test/account-api';

const currentPath = () => screen.getByTestId('current-path').textContent;
async function signInThroughForm() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ann');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Knit2gether');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}
const withDefaultView = (defaultView: 'yarn' | 'patterns' | 'projects') => ({
  ...knitter,
  preferences: { emailNotifications: true, measurementUnit: 'metric' as const, defaultView },
});

afterEach(() => {
  localStorage.clear();
  window.innerWidth = 1024;
});

describe('routing rules', () => {
  it('sends a visitor from / to /login', async () => {
    renderApp('/');
    expect(await screen.findByText('Your Digital Yarn & Pattern Library')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a signed-in user from / to /dashboard', async () => {
    renderApp('/', { user: knitter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends unknown paths to /login or /dashboard', async () => {
    renderApp('/no/such/page');
    await screen.findByText('Your Digital Yarn & Pattern Library');
    expect(currentPath()).toBe('/login');
  });

  it('sends unknown paths of a signed-in user to /dashboard', async () => {
    renderApp('/no/such/page', { user: knitter });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');
  });

  it.each(['/login', '/register'])('redirects a signed-in user from %s to /dashboard', async (path) => {
    renderApp(path, { user: knitter });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');
  });

  it.each([
    ['a visitor', undefined],
    ['a signed-in user', knitter],
  ])('keeps /demo public for %s, outside the signed-in layout', async (_who, user) => {
    renderApp('/demo', { user });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yarn Management Demo' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/demo');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
    ['/settings/sync', 'Sync'],
    ['/settings/integrations/ravelry', 'Ravelry Integration'],
    ['/settings/integrations/google-drive', 'Google Drive Integration'],
  ])('opens the account page at %s', async (path, title) => {
    renderApp(path, { user: knitter, api: accountApi() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('This page is not built yet.')).not.toBeInTheDocument();
  });

  it('sends an unknown integration back to /settings', async () => {
    renderApp('/settings/integrations/myspace', { user: knitter, api: accountApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });
});

describe('route guard', () => {
  it('shows a centred spinner while the session loads', () => {
    localStorage.setItem('token', 'slow');
    renderApp('/yarn', { api: fakeApi({ get: () => new Promise(() => undefined) }) });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('turns a visitor away to /login and brings them back to the page they asked for after sign-in', async () => {
    const api = fakeApi({ post: () => Promise.resolve({ token: 'fresh', user: knitter }) });
    renderApp('/yarn/42', { api });
    await screen.findByText('Your Digital Yarn & Pattern Library');
    expect(currentPath()).toBe('/login');

    await signInThroughForm();

    expect(await screen.findByText('mf_inventory page /yarn/:id')).toBeInTheDocument();
    expect(currentPath()).toBe('/yarn/42');
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('goes to /dashboard after a sign-in nobody was sent to', async () => {
    renderApp('/login', { api: fakeApi({ post: () => Promise.resolve({ token: 'fresh', user: knitter }) }) });
    await signInThroughForm();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');
  });

  it("lands on the user's Default View after a sign-in nobody was sent to", async () => {
    const user = withDefaultView('projects');
    renderApp('/login', { api: fakeApi({ post: () => Promise.resolve({ token: 'fresh', user }) }) });
    await signInThroughForm();
    expect(await screen.findByText('mf_projects page /projects')).toBeInTheDocument();
    expect(currentPath()).toBe('/projects');
  });

  it("still returns to the page asked for, whatever the user's Default View", async () => {
    const user = withDefaultView('patterns');
    renderApp('/shopping-list', { api: fakeApi({ post: () => Promise.resolve({ token: 'fresh', user }) }) });
    await screen.findByText('Your Digital Yarn & Pattern Library');
    await signInThroughForm();
    expect(await screen.findByText('mf_inventory page /shopping-list')).toBeInTheDocument();
    expect(currentPath()).toBe('/shopping-list');
  });

  it('sends a signed-in user from / and /login to their Default View, unknown paths still to /dashboard', async () => {
    const user = withDefaultView('yarn');
    const first = renderApp('/', { user });
    expect(await screen.findByText('mf_inventory page /yarn')).toBeInTheDocument();
    first.unmount();
    const second = renderApp('/login', { user });
    expect(await screen.findByText('mf_inventory page /yarn')).toBeInTheDocument();
    second.unmount();
    renderApp('/no/such/page', { user });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');
  });

  it('renders the pages of a remote inside the layout', async () => {
    renderApp('/shopping-list', { user: knitter });
    expect(await screen.findByText('mf_inventory page /shopping-list')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Shopping List'));
  });
});

describe('layout', () => {
  it('lists the side panel entries, highlights the current one and hides admin entries from others', async () => {
    renderApp('/yarn/42', { user: knitter });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labels).toEqual([
      ['Dashboard', '/dashboard'],
      ['Yarn Inventory', '/yarn'],
      ['Pattern Library', '/patterns'],
      ['Projects', '/projects'],
      ['Shopping List', '/shopping-list'],
      ['AI Pattern Designer', '/ai-designer'],
      ['PDF Processor', '/pdf-processor'],
      ['Yarn Calculator', '/calculator'],
      ['Yarn Deals', '/deals'],
      ['Deal Timeline', '/deal-timeline'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Yarn Inventory' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Yarn Inventory' })).toHaveClass('Mui-selected');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByTestId('ravelry-connected')).not.toBeInTheDocument();
  });

  it('shows admins the Scraper Admin and Archives entries, and the Ravelry icon when connected', async () => {
    renderApp('/dashboard', { user: admin });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Scraper Admin' })).toHaveAttribute(
      'href',
      '/scraper-admin',
    );
    expect(within(nav).getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/archives');
    expect(screen.getByLabelText('Ravelry Connected')).toBeInTheDocument();
  });

  it('has a notification bell fixed at 0, and an avatar with the first letter of the first name', async () => {
    renderApp('/dashboard', { user: knitter });
    const bell = await screen.findByRole('button', { name: /^notifications/ });
    expect(within(bell).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /^account menu/ })).getByText('A')).toBeInTheDocument();
  });

  it('falls back to "U" without a first name', async () => {
    renderApp('/dashboard', { user: { ...knitter, first_name: null } });
    const avatar = await screen.findByRole('button', { name: /^account menu/ });
    expect(within(avatar).getByText('U')).toBeInTheDocument();
  });

  it('opens the avatar menu and closes it on any item', async () => {
    renderApp('/dashboard', { user: knitter });
    await userEvent.click(await screen.findByRole('button', { name: /^account menu/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Logout',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/profile');

    await userEvent.click(screen.getByRole('button', { name: /^account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(currentPath()).toBe('/settings');
  });

  it('logs out from the avatar menu', async () => {
    renderApp('/dashboard', { user: knitter });
    await userEvent.click(await screen.findByRole('button', { name: /^account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByText('Your Digital Yarn & Pattern Library');
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('below sm uses a drawer behind the menu button that closes on navigation', async () => {
    window.innerWidth = 400;
    renderApp('/dashboard', { user: knitter });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await clickAndSettle(within(nav).getByRole('link', { name: 'Projects' }));

    expect(await screen.findByText('mf_projects page /projects')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('has no menu button on wide screens', async () => {
    renderApp('/dashboard', { user: knitter });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(screen.queryByRole('button', { name: 'open navigation' })).not.toBeInTheDocument();
  });
});
