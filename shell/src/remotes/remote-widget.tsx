import { createElement, Suspense, use, useState, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useRemoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** The widgets remotes expose for the shell's dashboard (ARCHITECTURE.md, Layout): by name only, never imported. */
export const DASHBOARD_WIDGETS = {
  activeProjects: { remote: 'mf_projects', expose: './ActiveProjectsPanel', title: 'Active Projects' },
  lowStock: { remote: 'mf_inventory', expose: './LowStockPanel', title: 'Low Stock Alert' },
} as const;
export type DashboardWidget = keyof typeof DASHBOARD_WIDGETS;

function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function LoadedWidget({ remote, expose }: { remote: string; expose: string }) {
  // A component the remote hands over at run time (the same one per load: cached by the loader).
  return createElement(use(useRemoteLoader().loadWidget(remote, expose)));
}

/**
 * A remote's dashboard panel, loaded at run time in its own boundary: while it loads, a skeleton in the panel's
 * frame; when its remote is down (or the widget throws), "This module is unavailable" + Retry inside that frame,
 * and the rest of the page is untouched.
 */
export function RemoteWidget({ widget }: { widget: DashboardWidget }) {
  const { remote, expose, title } = DASHBOARD_WIDGETS[widget];
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.retry(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={retry}
      frame={(unavailable) => <PanelFrame title={title}>{unavailable}</PanelFrame>}
    >
      <Suspense
        fallback={
          <PanelFrame title={title}>
            <Skeleton variant="rounded" height={120} aria-label={`Loading ${title}`} />
          </PanelFrame>
        }
      >
        <LoadedWidget remote={remote} expose={expose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
