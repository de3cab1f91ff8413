/** Which remote and build every page root names (`data-remote`, `data-build`). */
export { BUILD_ID } from '@yarn-mgmt/ui';
export const REMOTE_NAME = 'mf_tools';
