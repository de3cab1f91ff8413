import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box } from '@mui/material';
import { PlatformProviders } from '../platform-providers';
import { ModulePage } from '../routing/module-page';
import type { ModuleRoutes } from '../routing/module-routes';

/**
 * Renders a remote's routes on its own page, for developing one module alone (`nx run <remote>:serve`).
 * In the platform the shell renders the same `routes` inside its layout, under the remote's prefixes.
 */
export function mountStandalone(routes: ModuleRoutes, containerId = 'root'): void {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`Missing #${containerId} element`);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <PlatformProviders>
          <Box component="main" sx={{ p: 3 }}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<ModulePage route={route} />} />
              ))}
              <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
            </Routes>
          </Box>
        </PlatformProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
