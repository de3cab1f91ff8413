import type { ReactNode } from 'react';
import { ComingSoon } from './coming-soon';

// Replaced per build by webpack's DefinePlugin (libs/webpack-config). This lib is bundled into each remote, never
// shared, so every remote reads its own build here; in tests it is `dev`.
declare const process: { env: { BUILD_ID?: string } };

/** Which build of the remote is on screen (`data-build` on every page root; e2e reads it). */
export const BUILD_ID: string = process.env.BUILD_ID ?? 'dev';

/** A remote's page that exists as a route but is not built yet: its title and nothing that pretends to work. */
export function PlaceholderPage({ remote, title }: { remote: string; title: string }) {
  return <ComingSoon title={title} data-remote={remote} data-build={BUILD_ID} />;
}

export interface PlannedPage {
  path: string;
  title: string;
  adminOnly?: boolean;
}

/** A remote's route table (web-platform's ModuleRoutes) whose every page is a placeholder. */
export function placeholderRoutes(
  remote: string,
  pages: readonly PlannedPage[],
): (PlannedPage & { element: ReactNode })[] {
  return pages.map((page) => ({ ...page, element: <PlaceholderPage remote={remote} title={page.title} /> }));
}
