import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ActivityQuerySchema, type ActivityItem } from '@yarn-mgmt/contracts';
import { CurrentUser, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { ActivityRepository } from './activity.repository.js';

/**
 * This service's part of the dashboard's Recent Activity, under the service's own prefix: the gateway merges it
 * with the other services' feeds for `/activity/recent`.
 */
@ApiTags('activity')
@ApiBearerAuth()
@Controller('projects/activity')
export class ActivityController {
  constructor(private readonly activity: ActivityRepository) {}

  @Get('recent')
  recent(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ActivityQuerySchema) query: z.output<typeof ActivityQuerySchema>,
  ): Promise<ActivityItem[]> {
    return this.activity.recent(user.id, query.limit);
  }
}
