import type { RawProjectListQuery } from '@yarn-mgmt/contracts';

/** Every query of this remote lives under `projects`, so one invalidation refreshes what a write made stale. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: RawProjectListQuery) => ['projects', 'list', params] as const,
  counts: () => ['projects', 'counts'] as const,
  countsFor: (filters: Partial<RawProjectListQuery>) => ['projects', 'counts', filters] as const,
  details: () => ['projects', 'detail'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/** Path segment of an id from the URL. */
export const segment = (id: string) => encodeURIComponent(id);
