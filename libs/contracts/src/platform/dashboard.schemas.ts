import { z } from 'zod';

/** `GET /dashboard/stats`, composed by the gateway (spec part 1 sections 3 and 7). */
export const DashboardStatsSchema = z.object({
  totalYarn: z.number().int(),
  totalPatterns: z.number().int(),
  activeProjects: z.number().int(),
  completedProjects: z.number().int(),
  /** The services that did not answer in time: their figures are 0 here. */
  degraded: z.array(z.string()),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** Header of `GET /activity/recent` (an array, as the spec shows) naming the services left out, comma-separated. */
export const DEGRADED_HEADER = 'x-degraded';

export const DASHBOARD_API = {
  stats: '/dashboard/stats',
  recentActivity: '/activity/recent',
} as const;

/** Spec part 1 section 9: the dashboard lists 10 recent activities. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** Spec part 1 section 2.4: the dashboard's own texts (the panels' empty texts live with their remotes). */
export const DASHBOARD_TEXTS = {
  greeting: 'Welcome back!',
  subtitle: "Here's what's happening with your yarn projects.",
  noActivity: 'No recent activity',
} as const;
