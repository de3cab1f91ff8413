import type { UserDataService } from '@yarn-mgmt/contracts';
import { NeighbourClient, type RequestLog } from '@yarn-mgmt/nest-kit';
import type { AccountConfig } from '../config/account.config.js';

/**
 * One neighbour client per data service (the account calls down to them only: DECISIONS 28), with one timeout.
 * Each service is named as a literal: the call-graph test reads them.
 */
export function dataServiceClients(
  config: AccountConfig,
  timeoutMs: number,
  requestLog?: RequestLog,
): Record<UserDataService, NeighbourClient> {
  return {
    inventory: new NeighbourClient({
      service: 'inventory',
      baseUrl: config.INVENTORY_URL,
      timeoutMs,
      requestLog,
    }),
    patterns: new NeighbourClient({
      service: 'patterns',
      baseUrl: config.PATTERNS_URL,
      timeoutMs,
      requestLog,
    }),
    projects: new NeighbourClient({
      service: 'projects',
      baseUrl: config.PROJECTS_URL,
      timeoutMs,
      requestLog,
    }),
    tools: new NeighbourClient({
      service: 'tools',
      baseUrl: config.TOOLS_URL,
      timeoutMs,
      requestLog,
    }),
  };
}
