import { Inject, Injectable, Logger } from '@nestjs/common';
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
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';

/** A figure from another service, or null when it is down, slow, or answered something unusable. */
export type Figure<T> = { service: ServiceName; value: T | null };

/**
 * The inventory, patterns and projects services, asked with the user's own bearer token (each answers for that
 * user only), within NEIGHBOUR_TIMEOUT_MS each. Nothing here throws: a missing figure is null.
 */
@Injectable()
export class NeighboursClient {
  private readonly logger = new Logger(NeighboursClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.NEIGHBOUR_TIMEOUT_MS });
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
    service: 'inventory' | 'patterns' | 'projects',
    path: string,
    bearer: string,
    schema: S,
    pick: (data: z.output<S>) => T,
  ): Promise<Figure<T>> {
    const base = {
      inventory: this.config.INVENTORY_URL,
      patterns: this.config.PATTERNS_URL,
      projects: this.config.PROJECTS_URL,
    }[service];
    const result = await this.http.request<unknown>(new URL(path, base).toString(), {
      headers: { authorization: bearer },
    });
    const parsed = result.ok ? schema.safeParse(result.data) : undefined;
    if (!parsed?.success) {
      this.logger.warn(
        `${path}: the ${service} service is unavailable (${result.ok ? 'bad answer' : result.error})`,
      );
      return { service, value: null };
    }
    return { service, value: pick(parsed.data) };
  }
}
