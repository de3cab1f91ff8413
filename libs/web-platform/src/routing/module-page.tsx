import { createContext, useContext } from 'react';
import { Typography } from '@mui/material';
import { DEFAULT_TITLE } from '@yarn-mgmt/contracts';
import { useAuth } from '../auth/auth-context';
import type { ModuleRoute } from './module-routes';

export const NO_ACCESS_TEXT = 'You do not have access to this page.';

const PageTitleContext = createContext<string>(DEFAULT_TITLE);

/** The title the route table gives the page on screen, for the page's own heading. */
export function usePageTitle(): string {
  return useContext(PageTitleContext);
}

/**
 * One page of a remote's route table: its title for the page to read, and the admin-only rule (the API's 403 is
 * the service's job; this only keeps a non-admin from a page that would fail).
 */
export function ModulePage({ route }: { route: ModuleRoute }) {
  const { isAdmin } = useAuth();
  if (route.adminOnly && !isAdmin) return <Typography>{NO_ACCESS_TEXT}</Typography>;
  return <PageTitleContext.Provider value={route.title}>{route.element}</PageTitleContext.Provider>;
}
