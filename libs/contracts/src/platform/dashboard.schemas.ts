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

// The page's constants load without zod (issue 23: no schema on a first page that only needs paths and texts).
export {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_API,
  DASHBOARD_TEXTS,
  DEGRADED_HEADER,
} from './dashboard.constants.js';
