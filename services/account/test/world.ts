import { serviceWorld, type ServiceWorld } from '@yarn-mgmt/testing';

export type Neighbour = 'inventory' | 'patterns' | 'projects';

export type World = ServiceWorld<Neighbour>;

/**
 * Registers (before the account suite's own set-up) the real inventory, patterns and projects services, each its
 * own process and database, as they run in production. Call it first in the spec file.
 */
export function world(): () => World {
  return serviceWorld('account_world', ['inventory', 'patterns', 'projects']);
}
