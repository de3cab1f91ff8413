import { Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ProjectCounterCreateInputSchema,
  ProjectCounterUpdateInputSchema,
  PROJECTS_API,
  type ProjectCounterCreateInput,
  type ProjectCounterUpdateInput,
  type Project,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import { ProjectError } from '../projects/projects.errors.js';
import { CounterError } from './counters.errors.js';
import { CountersService } from './counters.service.js';

const projectNotFound = () => ProjectError.notFound();
const counterNotFound = () => new CounterError('COUNTER_NOT_FOUND');

/** Row and repeat counters; each change answers the project (its progress may follow the counter). */
@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class CountersController {
  constructor(private readonly counters: CountersService) {}

  @Post(PROJECTS_API.counters.route)
  add(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', projectNotFound) id: string,
    @ZodBody(ProjectCounterCreateInputSchema) body: ProjectCounterCreateInput,
  ): Promise<Project> {
    return this.counters.add(user.id, id, body);
  }

  @Patch(PROJECTS_API.counter.route)
  change(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', projectNotFound) id: string,
    @UuidParam('counterId', counterNotFound) counterId: string,
    @ZodBody(ProjectCounterUpdateInputSchema) body: ProjectCounterUpdateInput,
  ): Promise<Project> {
    return this.counters.change(user.id, id, counterId, body);
  }

  @Delete(PROJECTS_API.counter.route)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', projectNotFound) id: string,
    @UuidParam('counterId', counterNotFound) counterId: string,
  ): Promise<Project> {
    return this.counters.remove(user.id, id, counterId);
  }
}
