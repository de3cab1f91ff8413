import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ProjectsByYarn } from '@yarn-mgmt/contracts';
import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { AllocationError } from './allocations.errors.js';
import { ProjectUsageService } from './project-usage.service.js';

/** A stash entry seen from the projects: asked by the yarn detail page itself, through the gateway. */
@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class YarnProjectsController {
  constructor(private readonly usage: ProjectUsageService) {}

  /** The yarn's Projects tab and "Reserved for projects" (an unknown yarn simply has no projects). */
  @Get(PROJECTS_API.byYarn.route)
  byYarn(
    @CurrentUser() user: AuthUser,
    @UuidParam('yarnId', () => new AllocationError('YARN_NOT_FOUND')) yarnId: string,
  ): Promise<ProjectsByYarn> {
    return this.usage.byYarn(user.id, yarnId);
  }
}
