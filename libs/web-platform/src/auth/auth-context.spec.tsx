import { jest } from '@jest/globals';
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { AuthProvider, NO_TOKEN_MESSAGE, useAuth, type AuthContextValue } from './auth-context';

const ann: User = {
  id: '7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11',
  email: 'ann@example.com',
  username: 'ann',
  first_name: 'Ann',
  last_name: 'Purl',
  role: 'admin',
  ravelry_connected: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

function fakeClient(handlers: {
  get?: (path: string) => Promise<unknown>;
  post?: (path: string, body: unknown) => Promise<unknown>;
}) {
  const get = jest.fn((path: string) =>
    handlers.get ? handlers.get(path) : Promise.reject(new Error('unexpected GET')),
  );
  const post = jest.fn((path: string, body: unknown) =>
    handlers.post ? handlers.post(path, body) : Promise.reject(new Error('unexpected POST')),
  );
  const client = { get, post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as ApiClient;
  return { client, get, post };
}

let session: AuthContextValue;
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    session = auth;
  });
  return (
    <p>{auth.isLoading ? 'loading' : auth.user ? `signed in as ${auth.user.first_name}` : 'signed out'}</p>
  );
}

function renderAuth(client: ApiClient) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AuthProvider client={client}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('session at start', () => {
  it('starts signed out without asking the server when no token is stored', () => {
    const { client, get } = fakeClient({});
    renderAuth(client);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('ignores a stored token that is the text "undefined"', () => {
    localStorage.setItem('token', 'undefined');
    const { client, get } = fakeClient({});
    renderAuth(client);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the user of a stored token (the response may wrap it in { user })', async () => {
    localStorage.setItem('token', 'abc');
    const { client, get } = fakeClient({ get: () => Promise.resolve({ user: ann }) });
    renderAuth(client);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ann')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/me');
    expect(session.isAuthenticated).toBe(true);
    expect(session.isAdmin).toBe(true);
  });

  it('removes the token when the current user cannot be fetched', async () => {
    localStorage.setItem('token', 'expired');
    const { client } = fakeClient({
      get: () => Promise.reject(new ApiError('Unauthorized', 401, 'Unauthorized')),
    });
    renderAuth(client);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('login, register, logout', () => {
  it('stores the token and sets the user; the token may sit in a nested data object', async () => {
    const { client, post } = fakeClient({
      post: () => Promise.resolve({ data: { token: 'nested-token', user: { ...ann, role: 'user' } } }),
    });
    renderAuth(client);
    await act(() => session.login('ann', 'Knit2gether'));
    expect(post).toHaveBeenCalledWith('/auth/login', { username: 'ann', password: 'Knit2gether' });
    expect(localStorage.getItem('token')).toBe('nested-token');
    expect(screen.getByText('signed in as Ann')).toBeInTheDocument();
    expect(session.isAdmin).toBe(false);
  });

  it('fails with the exact message when the login response has no token', async () => {
    const { client } = fakeClient({ post: () => Promise.resolve({ user: ann }) });
    renderAuth(client);
    await expect(session.login('ann', 'Knit2gether')).rejects.toThrow(
      'Authentication failed: No token received',
    );
    expect(NO_TOKEN_MESSAGE).toBe('Authentication failed: No token received');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('register stores the token and sets the user', async () => {
    const { client, post } = fakeClient({ post: () => Promise.resolve({ token: 'new-token', user: ann }) });
    renderAuth(client);
    const payload = {
      email: 'ann@example.com',
      password: 'Knit2gether',
      first_name: 'Ann',
      last_name: 'Purl',
    };
    await act(() => session.register(payload));
    expect(post).toHaveBeenCalledWith('/auth/register', payload);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(screen.getByText('signed in as Ann')).toBeInTheDocument();
  });

  it('logout removes the token, clears the user and goes to /login', async () => {
    localStorage.setItem('token', 'abc');
    const { client } = fakeClient({ get: () => Promise.resolve(ann) });
    renderAuth(client);
    await screen.findByText('signed in as Ann');
    act(() => session.logout());
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.user).toBeNull();
  });

  it('refreshUser reads the signed-in user again (a renamed profile shows at once)', async () => {
    localStorage.setItem('token', 'abc');
    let current: User = ann;
    const { client } = fakeClient({ get: () => Promise.resolve(current) });
    renderAuth(client);
    await screen.findByText('signed in as Ann');
    current = { ...ann, first_name: 'Annie' };
    await act(() => session.refreshUser());
    expect(screen.getByText('signed in as Annie')).toBeInTheDocument();
  });
});
