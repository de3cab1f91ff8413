import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@yarn-mgmt/web-platform';
import { fakeApi, knitter, renderApp } from '../../test/render-app';

afterEach(() => localStorage.clear());

async function fillAndSubmit(button: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ann_k');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Knit2gether');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('login page', () => {
  it('shows the brand, the tagline and the sign-in form', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yarn Management' })).toBeInTheDocument();
    expect(screen.getByText('Your Digital Yarn & Pattern Library')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Create new account' })).toBeInTheDocument();
  });

  it('leaves empty fields to the native required check', async () => {
    const api = fakeApi();
    renderApp('/login', { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('toggles between sign-in and register modes', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Create new account' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs in with username and password', async () => {
    const api = fakeApi({ post: () => Promise.resolve({ token: 't', user: knitter }) });
    renderApp('/login', { api });
    await fillAndSubmit('Sign In');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/login', { username: 'ann_k', password: 'Knit2gether' });
  });

  it('registers in register mode with an e-mail built from the username', async () => {
    const api = fakeApi({ post: () => Promise.resolve({ token: 't', user: knitter }) });
    renderApp('/login', { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Create new account' }));
    await fillAndSubmit('Create Account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      username: 'ann_k',
      password: 'Knit2gether',
      email: 'ann_k@users.yarn-management.local',
    });
  });

  it('shows the failure message in an alert', async () => {
    renderApp('/login', {
      api: fakeApi({
        post: () => Promise.reject(new ApiError('Invalid credentials', 401, 'Invalid credentials')),
      }),
    });
    await fillAndSubmit('Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('shows "Authentication failed" when the failure has no message', async () => {
    renderApp('/login', { api: fakeApi({ post: () => Promise.reject(new Error('')) }) });
    await fillAndSubmit('Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication failed$/);
  });

  it('shows the no-token message when the response carries no token', async () => {
    renderApp('/login', { api: fakeApi({ post: () => Promise.resolve({ user: knitter }) }) });
    await fillAndSubmit('Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed: No token received');
  });
});
