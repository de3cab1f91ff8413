import type { UserDataSpec } from '@yarn-mgmt/nest-kit/user-data';

/**
 * The projects service's part of a user's data: projects (their pattern through the patterns map, their progress
 * counter set once the counters are in), yarn allocations (their stash entry through the inventory map),
 * counters, usage and activity.
 */
export const PROJECTS_USER_DATA: UserDataSpec = {
  service: 'projects',
  tables: [
    {
      table: 'projects',
      external: { pattern_id: 'patterns' },
      deferred: { progress_counter_id: 'project_counters' },
      // A project a Ravelry sync brought in and the account still has is that project (its counters with it).
      providerLink: ['external_source', 'external_id'],
    },
    { table: 'project_allocations', refs: { project_id: 'projects' }, external: { yarn_id: 'inventory' } },
    { table: 'project_counters', refs: { project_id: 'projects' } },
    { table: 'project_usage', refs: { project_id: 'projects', allocation_id: 'project_allocations' } },
    { table: 'activity' },
  ],
};
