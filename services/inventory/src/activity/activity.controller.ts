import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ActivityQuerySchema, type ActivityItem } from '@yarn-mgmt/contracts';
import { CurrentUser, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { ActivityRepository } from './activity.repository.js';

@ApiTags('activity')
@ApiBearerAuth()
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityRepository) {}

  /** This service's part of the dashboard's Recent Activity, read by the gateway only (it does not route `/activity`). */
  @Get('recent')
  recent(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ActivityQuerySchema) query: z.output<typeof ActivityQuerySchema>,
  ): Promise<ActivityItem[]> {
    return this.activity.recent(user.id, query.limit);
  }
}
