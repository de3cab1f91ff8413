/** The deals pages' queries live under `deals`: Refresh Deals (or a finished scrape) refreshes them all at once. */
export const dealKeys = {
  all: ['deals'] as const,
  stats: () => ['deals', 'stats'] as const,
  active: () => ['deals', 'active'] as const,
  brand: (brand: string) => ['deals', 'brand', brand] as const,
  timeline: (brand: string) => ['deals', 'brand', brand, 'timeline'] as const,
  patterns: (brand: string) => ['deals', 'brand', brand, 'patterns'] as const,
  prediction: (brand: string) => ['deals', 'brand', brand, 'prediction'] as const,
};
