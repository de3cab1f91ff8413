import type { ReactNode } from 'react';
import { PageRoot as RemotePageRoot } from '@yarn-mgmt/ui';
import { BUILD_ID, REMOTE_NAME } from '../build-info';

/** Every page's root, marked with this remote and its build (read here, in the remote's own bundle). */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <RemotePageRoot remote={REMOTE_NAME} build={BUILD_ID}>
      {children}
    </RemotePageRoot>
  );
}
