/**
 * Query keys of the admin pages (scraper and archives); the gallery and timeline keep theirs in
 * `deals-query-keys.ts`. Every scraper query lives under `scraper`, every archive query under `archives`, so one
 * invalidation refreshes what a write made stale.
 */
export const scraperKeys = {
  all: ['scraper'] as const,
  targets: () => ['scraper', 'targets'] as const,
  status: () => ['scraper', 'status'] as const,
  logs: (limit: number) => ['scraper', 'logs', limit] as const,
};

export interface ArchiveListParams {
  limit: number;
  offset: number;
  targetId?: number;
}

export const archiveKeys = {
  all: ['archives'] as const,
  lists: () => ['archives', 'list'] as const,
  list: (params: ArchiveListParams) => ['archives', 'list', params] as const,
  stats: () => ['archives', 'stats'] as const,
  search: (query: string, limit: number) => ['archives', 'search', query, limit] as const,
  html: (id: number) => ['archives', 'html', id] as const,
};
