import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ActivityQuerySchema,
  API_BASE_PATH,
  DASHBOARD_API,
  DEGRADED_HEADER,
  type ActivityItem,
  type DashboardStats,
} from '@yarn-mgmt/contracts';
import { ZodQuery } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import type { z } from 'zod';
import { DashboardService } from './dashboard.service.js';

/**
 * The two calls the gateway answers itself (ARCHITECTURE.md, Topology), behind the global JWT guard: the
 * caller's bearer token goes on to each service, which checks it is still current.
 */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller(API_BASE_PATH)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get(DASHBOARD_API.stats)
  stats(@Headers('authorization') bearer: string): Promise<DashboardStats> {
    return this.dashboard.stats(bearer);
  }

  /** The spec's plain array; the services left out are named in the `x-degraded` header. */
  @Get(DASHBOARD_API.recentActivity)
  async recentActivity(
    @Headers('authorization') bearer: string,
    @ZodQuery(ActivityQuerySchema) query: z.output<typeof ActivityQuerySchema>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActivityItem[]> {
    const { items, degraded } = await this.dashboard.recentActivity(bearer, query.limit);
    if (degraded.length > 0) response.setHeader(DEGRADED_HEADER, degraded.join(','));
    return items;
  }
}
