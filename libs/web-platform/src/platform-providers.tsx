import { useState, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from './api/api-client';
import { ApiClientProvider } from './api/api-client-context';
import { AuthProvider } from './auth/auth-context';
import { createQueryClient } from './query/query-client';
import { SettingsRuntime } from './settings/settings-runtime';
import { ToastProvider } from './toast/toast';
import { SessionCacheReset } from './query/session-cache-reset';

export interface PlatformProvidersProps {
  children: ReactNode;
  /** A fixed theme; without it the signed-in user's settings choose it (SettingsRuntime). */
  theme?: Theme;
  queryClient?: QueryClient;
  /** API client of the session and of every data hook below (useApiClient); defaults to the platform's client. */
  apiClient?: ApiClient;
}

/**
 * Everything a page relies on, once per page: query client, api client, session, the user's settings applied
 * (theme, density, formats), toasts. Must sit inside the router (logout navigates to /login). The federation
 * shares this library as a singleton, so every remote's page renders under the shell's providers.
 */
export function PlatformProviders({ children, theme, queryClient, apiClient }: PlatformProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ApiClientProvider value={apiClient ?? api}>
        <AuthProvider client={apiClient}>
          <SessionCacheReset />
          <SettingsRuntime theme={theme}>
            <ToastProvider>{children}</ToastProvider>
          </SettingsRuntime>
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
