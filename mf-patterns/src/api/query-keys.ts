import type { RawPatternListQuery, PatternSource } from '@yarn-mgmt/contracts';

export const patternKeys = {
  all: ['patterns'] as const,
  lists: () => ['patterns', 'list'] as const,
  list: (params: RawPatternListQuery) => ['patterns', 'list', params] as const,
  stats: () => ['patterns', 'stats'] as const,
  categories: () => ['patterns', 'categories'] as const,
  designers: () => ['patterns', 'designers'] as const,
  details: (id: string) => ['patterns', 'detail', id] as const,
  detail: (id: string, source: PatternSource) => ['patterns', 'detail', id, source] as const,
  similar: (id: string) => ['patterns', 'similar', id] as const,
  fileLinks: (id: string) => ['patterns', 'file-links', id] as const,
  stashMatch: (id: string, size: string | null) => ['patterns', 'stash-match', id, size] as const,
};

/** Path segment of an id from the URL. */
export const segment = (id: string) => encodeURIComponent(id);
