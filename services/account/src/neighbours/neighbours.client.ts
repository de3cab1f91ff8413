import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  INVENTORY_API,
  PATTERNS_API,
  PROJECTS_API,
  PatternStatsSchema,
  ProjectStatusCountsSchema,
  USER_DATA_INTERNAL_API,
  UserStorageUsageSchema,
  YarnListResponseSchema,
  type ServiceName,
  type UserStorageUsage,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { dataServiceClients } from './data-service-clients.js';

/** A figure from another service, or null when it is down, slow, or answered something unusable. */
export type Figure<T> = { service: ServiceName; value: T | null };

type Counted = 'inventory' | 'patterns' | 'projects';

/**
 * The inventory, patterns and projects services, asked with the user's own bearer token (each answers for that
 * user only), within NEIGHBOUR_TIMEOUT_MS each. Nothing here throws: a missing figure is null.
 */
@Injectable()
export class NeighboursClient {
  private readonly clients: Record<Counted, NeighbourClient>;

  constructor(@Inject(ACCOUNT_CONFIG) config: AccountConfig, @Optional() requestLog?: RequestLog) {
    this.clients = dataServiceClients(config, config.NEIGHBOUR_TIMEOUT_MS, requestLog);
  }

  /** The number of stash entries (the list's total, one row read). */
  stashCount(bearer: string): Promise<Figure<number>> {
    return this.get(
      'inventory',
      `${INVENTORY_API.yarn}?limit=1`,
      bearer,
      YarnListResponseSchema,
      (list) => list.total,
    );
  }

  patternCount(bearer: string): Promise<Figure<number>> {
    return this.get('patterns', PATTERNS_API.stats, bearer, PatternStatsSchema, (stats) => stats.total);
  }

  projectCounts(bearer: string): Promise<Figure<{ total: number; completed: number }>> {
    return this.get('projects', PROJECTS_API.counts, bearer, ProjectStatusCountsSchema, (counts) => ({
      total: counts.all,
      completed: counts.completed,
    }));
  }

  /** What a service keeps of the user's files (only inventory and patterns store any). */
  storage(service: 'inventory' | 'patterns', bearer: string): Promise<Figure<UserStorageUsage>> {
    return this.get(
      service,
      USER_DATA_INTERNAL_API.storage,
      bearer,
      UserStorageUsageSchema,
      (usage) => usage,
    );
  }

  private async get<S extends z.ZodType, T>(
    service: Counted,
    path: string,
    bearer: string,
    schema: S,
    pick: (data: z.output<S>) => T,
  ): Promise<Figure<T>> {
    const answer = await this.clients[service].json({ path, auth: { authorization: bearer } }, schema);
    return { service, value: answer.ok ? pick(answer.value) : null };
  }
}
