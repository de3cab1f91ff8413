import { ComingSoon } from '@yarn-mgmt/ui';
import { titleForPattern } from '@yarn-mgmt/web-platform';
import { BUILD_ID, REMOTE_NAME } from '../build-info';

/** A page that exists as a route but is not built yet: its title and nothing that pretends to work. */
export function PlaceholderPage({ path }: { path: string }) {
  return <ComingSoon title={titleForPattern(path)} data-remote={REMOTE_NAME} data-build={BUILD_ID} />;
}
