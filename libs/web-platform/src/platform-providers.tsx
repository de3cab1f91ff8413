import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createAppTheme } from '@yarn-mgmt/ui';
import { api, type ApiClient } from './api/api-client';
import { ApiClientProvider } from './api/api-client-context';
import { AuthProvider } from './auth/auth-context';
import { createQueryClient } from './query/query-client';
import { ToastProvider } from './toast/toast';

export interface PlatformProvidersProps {
  children: ReactNode;
  theme?: Theme;
  queryClient?: QueryClient;
  /** API client of the session and of every data hook below (useApiClient); defaults to the platform's client. */
  apiClient?: ApiClient;
}

/**
 * Everything a page relies on, once per page: query client, theme + baseline, toasts, api client, session.
 * Must sit inside the router (logout navigates to /login).
 */
export function PlatformProviders({ children, theme, queryClient, apiClient }: PlatformProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appTheme] = useState(() => theme ?? createAppTheme('light'));
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <ToastProvider>
          <ApiClientProvider value={apiClient ?? api}>
            <AuthProvider client={apiClient}>{children}</AuthProvider>
          </ApiClientProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
