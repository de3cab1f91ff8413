import type { RemoteName } from '@yarn-mgmt/contracts';

export const REMOTE_NAME: RemoteName = 'mf_inventory';

/** Which build of this remote is on screen (`data-build` on every page root). */
export const BUILD_ID: string = process.env.BUILD_ID ?? 'dev';
