import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ActivityQuerySchema, type ActivityItem } from '@yarn-mgmt/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators.js';
import { ZodQuery } from '../validation/zod-validation.pipe.js';
import { ActivityRepository } from './activity.repository.js';

/**
 * The controller of a service's part of the dashboard's Recent Activity at `path` (the contracts' constant): the
 * gateway merges the services' feeds for `/activity/recent` and routes none of them itself.
 */
export function activityController(path: string): Type {
  @ApiTags('activity')
  @ApiBearerAuth()
  @Controller()
  class ActivityController {
    constructor(@Inject(ActivityRepository) private readonly activity: ActivityRepository) {}

    @Get(path)
    recent(
      @CurrentUser() user: AuthUser,
      @ZodQuery(ActivityQuerySchema) query: z.output<typeof ActivityQuerySchema>,
    ): Promise<ActivityItem[]> {
      return this.activity.recent(user.id, query.limit);
    }
  }
  return ActivityController;
}
