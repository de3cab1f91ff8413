// The dashboard's paths and texts, apart from its schemas: a page that needs only these loads no zod (issue 23).

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
