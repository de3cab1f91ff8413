import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, knitter, renderApp } from '../../test/render-app';

afterEach(() => localStorage.clear());

const currentPath = () => screen.getByTestId('current-path').textContent;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Yarn Management Demo' });

/** Opens every tab, so any request a tab made would have been made by the time the test looks. */
async function visitEveryTab() {
  for (const tab of screen.getAllByRole('tab')) await userEvent.click(tab);
}

describe('public demo page: access, buttons and requests', () => {
  it('has Create Account and Login buttons that go to /register and /login', async () => {
    renderApp('/demo');
    await heading();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(await screen.findByText('Create your account')).toBeInTheDocument();
    expect(currentPath()).toBe('/register');
  });

  it('takes a visitor to the sign-in page from Login', async () => {
    renderApp('/demo');
    await heading();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Your Digital Yarn & Pattern Library')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('shows a visitor every tab without a single request to the API or any image file', async () => {
    const api = fakeApi();
    const { container } = renderApp('/demo', { api });
    await heading();
    await visitEveryTab();
    for (const method of [api.get, api.post, api.put, api.patch, api.delete]) {
      expect(method).not.toHaveBeenCalled();
    }
    expect(container.querySelector('img')).toBeNull();
  });

  it("stays open to a signed-in user, whose only requests are the session check and the user's settings (theme)", async () => {
    const api = fakeApi({
      get: (path) =>
        path === '/auth/me' || path === '/settings'
          ? Promise.resolve(path === '/auth/me' ? knitter : {})
          : Promise.reject(new Error(path)),
    });
    localStorage.setItem('token', 'test-token');
    renderApp('/demo', { api });
    await heading();
    await visitEveryTab();
    expect(currentPath()).toBe('/demo');
    expect(new Set(api.get.mock.calls.map(([path]) => path))).toEqual(new Set(['/auth/me', '/settings']));
    for (const method of [api.post, api.put, api.patch, api.delete]) expect(method).not.toHaveBeenCalled();
  });
});
