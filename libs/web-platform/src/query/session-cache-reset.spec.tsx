import { jest } from '@jest/globals';
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import type { ApiClient } from '../api/api-client';
import { AuthProvider, useAuth, type AuthContextValue } from '../auth/auth-context';
import { SessionCacheReset } from './session-cache-reset';

const user = (id: string, name: string): User => ({
  id,
  email: `${name}@example.com`,
  username: name,
  first_name: name,
  last_name: 'Knitter',
  role: 'user',
  ravelry_connected: false,
  created_at: '2026-01-01T00:00:00.000Z',
});
const ann = user('7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11', 'ann');
const bea = user('0c5d3a2e-1f4b-4e8a-9a77-2b6c0d9e8f10', 'bea');

let session: AuthContextValue;
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    session = auth;
  });
  return <p>{auth.user ? `signed in as ${auth.user.first_name}` : 'signed out'}</p>;
}

function renderSession(queryClient: QueryClient) {
  const post = jest.fn((_path: string, body: unknown) => {
    const who = (body as { username: string }).username === 'bea' ? bea : ann;
    return Promise.resolve({ token: `token-${who.username}`, user: who });
  });
  const client = { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthProvider client={client as unknown as ApiClient}>
          <SessionCacheReset />
          <Routes>
            <Route path="*" element={<Probe />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the query cache and the session', () => {
  it("drops the last user's cached data when they sign out, and keeps it while they stay", async () => {
    const queryClient = new QueryClient();
    renderSession(queryClient);
    await act(() => session.login('ann', 'secret'));
    queryClient.setQueryData(['yarn', 'list'], ["Ann's stash"]);
    expect(await screen.findByText('signed in as ann')).toBeInTheDocument();
    expect(queryClient.getQueryData(['yarn', 'list'])).toEqual(["Ann's stash"]);

    act(() => session.logout());
    await waitFor(() => expect(queryClient.getQueryData(['yarn', 'list'])).toBeUndefined());
  });

  it('drops it when another account signs in in the same tab', async () => {
    const queryClient = new QueryClient();
    renderSession(queryClient);
    await act(() => session.login('ann', 'secret'));
    queryClient.setQueryData(['yarn', 'list'], ["Ann's stash"]);
    await act(() => session.login('bea', 'secret'));
    expect(await screen.findByText('signed in as bea')).toBeInTheDocument();
    expect(queryClient.getQueryData(['yarn', 'list'])).toBeUndefined();
  });

  it("keeps a visitor's cache when they sign in (nobody's data was in it)", async () => {
    const queryClient = new QueryClient();
    renderSession(queryClient);
    queryClient.setQueryData(['demo'], ['public sample']);
    await act(() => session.login('ann', 'secret'));
    expect(queryClient.getQueryData(['demo'])).toEqual(['public sample']);
  });
});
