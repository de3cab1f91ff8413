export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  recentActivity: (limit: number) => [...dashboardKeys.all, 'recent-activity', limit] as const,
};
