import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { SETTINGS_DEFAULTS, type Settings, type SettingsUpdateInput, type User } from '@yarn-mgmt/contracts';
import type { ApiClient } from '../api/api-client';
import { ApiClientProvider } from '../api/api-client-context';
import { AuthProvider } from '../auth/auth-context';
import { storeToken } from '../auth/token-storage';
import { createQueryClient } from '../query/query-client';
import { mergeSettingsUpdate, settingsKeys, useSettings, useUpdateSettings } from './settings-api';

const ann = { id: 'u-ann', email: 'ann@example.com', username: 'ann', role: 'user' } as unknown as User;
const stored: Settings = {
  ...SETTINGS_DEFAULTS,
  storage_used: 0,
  storage_limit: 1_073_741_824,
  photo_count: 0,
  pattern_count: 0,
};

function setup({ signedIn, putAnswer }: { signedIn: boolean; putAnswer?: unknown }) {
  if (signedIn) storeToken('token');
  // The server's copy: a PUT changes it, a GET reads it.
  let current = stored;
  const get = jest.fn((path: string): Promise<unknown> =>
    Promise.resolve(
      path === '/auth/me' ? { user: ann } : path === '/settings' ? { settings: current } : null,
    ),
  );
  const put = jest.fn((_path: string, body: SettingsUpdateInput) => {
    current = Object.values(body).reduce<Settings>((next, group) => ({ ...next, ...group }), current);
    return Promise.resolve(putAnswer ?? { settings: current });
  });
  const client = { get, put } as unknown as ApiClient;
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider value={client}>
          <AuthProvider client={client}>{children}</AuthProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { get, put, queryClient, wrapper };
}

afterEach(() => localStorage.clear());

describe('useSettings', () => {
  it('reads GET /settings for the signed-in user under its exported key', async () => {
    const { get, queryClient, wrapper } = setup({ signedIn: true });
    const { result } = renderHook(() => useSettings(), { wrapper });
    await waitFor(() => expect(result.current.data?.theme_preference).toBe('light'));
    expect(get).toHaveBeenCalledWith('/settings');
    expect(queryClient.getQueryData(settingsKeys.user(ann.id))).toEqual(stored);
  });

  it('accepts the settings at the root of the answer too', async () => {
    const { get, wrapper } = setup({ signedIn: true });
    get.mockImplementation((path: string) => Promise.resolve(path === '/auth/me' ? ann : stored));
    const { result } = renderHook(() => useSettings(), { wrapper });
    await waitFor(() => expect(result.current.data?.default_currency).toBe('USD'));
  });

  it('asks nothing while signed out', async () => {
    const { get, wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useSettings(), { wrapper });
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(get).not.toHaveBeenCalled();
  });
});

describe('useUpdateSettings', () => {
  it('sends one group with PUT /settings and puts the answer in the cache', async () => {
    const { put, wrapper } = setup({ signedIn: true });
    const { result } = renderHook(() => ({ read: useSettings(), update: useUpdateSettings() }), { wrapper });
    await waitFor(() => expect(result.current.read.data).toBeDefined());
    const display = { theme_preference: 'dark' as const };
    await act(() => result.current.update.mutateAsync({ display }));
    expect(put).toHaveBeenCalledWith('/settings', { display });
    await waitFor(() => expect(result.current.read.data?.theme_preference).toBe('dark'));
  });

  it('merges the sent group into the cache when the answer carries no settings', async () => {
    const { wrapper } = setup({ signedIn: true, putAnswer: { message: 'Settings updated' } });
    const { result } = renderHook(() => ({ read: useSettings(), update: useUpdateSettings() }), { wrapper });
    await waitFor(() => expect(result.current.read.data).toBeDefined());
    await act(() => result.current.update.mutateAsync({ display: { default_currency: 'EUR' } }));
    await waitFor(() => expect(result.current.read.data?.default_currency).toBe('EUR'));
    expect(result.current.read.data?.theme_preference).toBe('light');
  });
});

describe('mergeSettingsUpdate', () => {
  it("takes the server's settings when the answer carries them, else lays the sent groups over the cache", () => {
    const saved = { ...stored, date_format: 'YYYY-MM-DD' as const };
    const update = { display: { date_format: 'DD/MM/YYYY' as const } };
    expect(mergeSettingsUpdate(stored, update, { settings: saved })).toEqual(saved);
    expect(mergeSettingsUpdate(stored, update, saved)).toEqual(saved);
    expect(mergeSettingsUpdate(stored, update, { message: 'ok' })).toEqual({
      ...stored,
      date_format: 'DD/MM/YYYY',
    });
    expect(mergeSettingsUpdate(undefined, update, { message: 'ok' })).toBeUndefined();
  });
});
