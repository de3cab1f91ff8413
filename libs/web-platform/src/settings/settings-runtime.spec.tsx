import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material';
import { MemoryRouter } from 'react-router-dom';
import { SETTINGS_DEFAULTS, type Settings, type User } from '@yarn-mgmt/contracts';
import type { ApiClient } from '../api/api-client';
import { storeToken } from '../auth/token-storage';
import { useFormatters } from '../format/format-context';
import { PlatformProviders } from '../platform-providers';
import { APPEARANCE_STORAGE_KEY } from './applied-appearance';
import { PREFERS_DARK_QUERY } from './use-prefers-dark';

const ann = { id: 'u-ann', email: 'ann@example.com', username: 'ann', role: 'user' } as unknown as User;
const settingsOf = (display: Partial<Settings>): Settings => ({
  ...SETTINGS_DEFAULTS,
  storage_used: 0,
  storage_limit: 1,
  photo_count: 0,
  pattern_count: 0,
  ...display,
});

function Probe() {
  const theme = useTheme();
  const format = useFormatters();
  return (
    <p>{`${theme.palette.mode} ${theme.spacing(2)} ${format.money(12.5)} ${format.date('2026-01-02')}`}</p>
  );
}

/** A system colour scheme the test can flip, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: PREFERS_DARK_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function renderWith(settings: Settings | null) {
  if (settings) storeToken('token');
  const get = (path: string) => Promise.resolve(path === '/auth/me' ? { user: ann } : { settings });
  const client = { get } as unknown as ApiClient;
  return render(
    <MemoryRouter>
      <PlatformProviders apiClient={client}>
        <Probe />
      </PlatformProviders>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('PlatformProviders applies the signed-in user settings', () => {
  it('dark theme, compact density, euros and day-first dates, remembered for the next page', async () => {
    fakeSystem(false);
    renderWith(
      settingsOf({
        theme_preference: 'dark',
        display_density: 'compact',
        default_currency: 'EUR',
        date_format: 'DD/MM/YYYY',
      }),
    );
    expect(await screen.findByText('dark 12px €12.50 02/01/2026')).toBeInTheDocument();
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toEqual({
      theme: 'dark',
      density: 'compact',
    });
  });

  it('turns a remembered dark look light and comfortable for the defaults, with the spec formats', async () => {
    fakeSystem(true);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'dark', density: 'compact' }));
    renderWith(settingsOf({}));
    expect(await screen.findByText('light 16px $12.50 Jan 02, 2026')).toBeInTheDocument();
  });

  it('auto follows the system, live', async () => {
    const system = fakeSystem(true);
    renderWith(settingsOf({ theme_preference: 'auto', default_currency: 'GBP' }));
    expect(await screen.findByText('dark 16px £12.50 Jan 02, 2026')).toBeInTheDocument();
    act(() => system.setDark(false));
    expect(screen.getByText('light 16px £12.50 Jan 02, 2026')).toBeInTheDocument();
  });
});

describe('PlatformProviders signed out', () => {
  it('opens with the look last applied in this browser and the spec formats', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'dark', density: 'compact' }));
    renderWith(null);
    expect(screen.getByText('dark 12px $12.50 Jan 02, 2026')).toBeInTheDocument();
  });

  it('opens light without a remembered look (or a damaged one), also without matchMedia', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
    renderWith(null);
    expect(screen.getByText('light 16px $12.50 Jan 02, 2026')).toBeInTheDocument();
  });
});
