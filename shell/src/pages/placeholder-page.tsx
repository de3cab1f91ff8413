import { useLocation } from 'react-router-dom';
import { ComingSoon } from '@yarn-mgmt/ui';
import { pageTitleFor } from '@yarn-mgmt/web-platform';

/** A shell page that exists as a route but is not built yet. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return <ComingSoon title={pageTitleFor(pathname)} />;
}
