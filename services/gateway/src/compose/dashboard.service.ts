import { Injectable } from '@nestjs/common';
import {
  ActivityItemSchema,
  INVENTORY_API,
  PATTERNS_API,
  PROJECTS_API,
  PatternStatsSchema,
  ProjectStatusCountsSchema,
  YarnListResponseSchema,
  type ActivityItem,
  type DashboardStats,
  type ServiceName,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { degradedOf, ServiceReader } from './service-reader.js';

// Only the figures used are checked: a service may add fields without breaking the dashboard.
const YarnCountSchema = YarnListResponseSchema.pick({ total: true });
const PatternCountSchema = PatternStatsSchema.pick({ total: true });
const ProjectCountsSchema = ProjectStatusCountsSchema.pick({ active: true, completed: true });
const ActivityListSchema = z.array(ActivityItemSchema);

/** Each service's own feed (the inventory's is not routed by the gateway: it is read here only). */
const ACTIVITY_FEEDS: ReadonlyArray<[ServiceName, string]> = [
  ['inventory', INVENTORY_API.recentActivity],
  ['patterns', PATTERNS_API.recentActivity],
  ['projects', PROJECTS_API.recentActivity],
];

/** Newest first; equal times keep the services' own order. */
export function mergeActivity(feeds: ReadonlyArray<ActivityItem[] | null>, limit: number): ActivityItem[] {
  return feeds
    .flatMap((feed) => feed ?? [])
    .map((item, index) => ({ item, index, at: Date.parse(item.created_at) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * The dashboard's composed answers (spec part 1 sections 2.4 and 7): each from the services that own the data,
 * asked in parallel. No domain rule lives here: the services count and describe, the gateway adds up and sorts.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly reader: ServiceReader) {}

  /** `totalYarn` is the number of stash entries (the yarn list's `total`, read with a page of one). */
  async stats(bearer: string): Promise<DashboardStats> {
    const [yarn, patterns, projects] = await Promise.all([
      this.reader.read('inventory', `${INVENTORY_API.yarn}?limit=1`, YarnCountSchema, bearer),
      this.reader.read('patterns', PATTERNS_API.stats, PatternCountSchema, bearer),
      this.reader.read('projects', PROJECTS_API.counts, ProjectCountsSchema, bearer),
    ]);
    return {
      totalYarn: yarn.data?.total ?? 0,
      totalPatterns: patterns.data?.total ?? 0,
      activeProjects: projects.data?.active ?? 0,
      completedProjects: projects.data?.completed ?? 0,
      degraded: degradedOf([yarn, patterns, projects]),
    };
  }

  /** Each service's newest `limit` entries, merged newest first and cut to `limit`. */
  async recentActivity(
    bearer: string,
    limit: number,
  ): Promise<{ items: ActivityItem[]; degraded: ServiceName[] }> {
    const parts = await Promise.all(
      ACTIVITY_FEEDS.map(([service, path]) =>
        this.reader.read(service, `${path}?limit=${limit}`, ActivityListSchema, bearer),
      ),
    );
    return {
      items: mergeActivity(
        parts.map((part) => part.data),
        limit,
      ),
      degraded: degradedOf(parts),
    };
  }
}
