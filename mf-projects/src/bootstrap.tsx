import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box } from '@mui/material';
import { PlatformProviders } from '@yarn-mgmt/web-platform';
import { routes } from './routes';

// Standalone page for local development of this module; in the platform the shell renders `routes`.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <PlatformProviders>
        <Box component="main" sx={{ p: 3 }}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
          </Routes>
        </Box>
      </PlatformProviders>
    </BrowserRouter>
  </StrictMode>,
);
