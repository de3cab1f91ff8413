import { Controller, Delete, Headers, HttpCode, Patch, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ProjectAllocationCreateInputSchema,
  ProjectAllocationUpdateInputSchema,
  PROJECTS_API,
  ProjectUsageHeadersSchema,
  ProjectUsageInputSchema,
  type ProjectAllocationCreateInput,
  type ProjectAllocationUpdateInput,
  type Project,
  type ProjectUsageInput,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodValidationPipe, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { ProjectError } from '../projects/projects.errors.js';
import { AllocationError } from './allocations.errors.js';
import { AllocationsService } from './allocations.service.js';
import { ProjectUsageService } from './project-usage.service.js';

const projectNotFound = () => ProjectError.notFound();
const allocationNotFound = () => new AllocationError('ALLOCATION_NOT_FOUND');
const usageHeaders = new ZodValidationPipe(ProjectUsageHeadersSchema);

/** Yarn reserved for a project and used from it; each change answers the project as it now is. */
@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class AllocationsController {
  constructor(
    private readonly allocations: AllocationsService,
    private readonly usage: ProjectUsageService,
  ) {}

  @Post(PROJECTS_API.allocations.route)
  add(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @UuidParam('id', projectNotFound) id: string,
    @ZodBody(ProjectAllocationCreateInputSchema) body: ProjectAllocationCreateInput,
  ): Promise<Project> {
    return this.allocations.add(bearer, user.id, id, body);
  }

  @Patch(PROJECTS_API.allocation.route)
  change(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @UuidParam('id', projectNotFound) id: string,
    @UuidParam('allocationId', allocationNotFound) allocationId: string,
    @ZodBody(ProjectAllocationUpdateInputSchema) body: ProjectAllocationUpdateInput,
  ): Promise<Project> {
    return this.allocations.change(bearer, user.id, id, allocationId, body);
  }

  /** Releases the reservation (200 with the project). */
  @Delete(PROJECTS_API.allocation.route)
  release(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', projectNotFound) id: string,
    @UuidParam('allocationId', allocationNotFound) allocationId: string,
  ): Promise<Project> {
    return this.allocations.release(user.id, id, allocationId);
  }

  /** Requires an Idempotency-Key; a retry answers 200 with `Idempotent-Replayed: true` and counts nothing. */
  @Post(PROJECTS_API.usage.route)
  @HttpCode(200)
  async recordUsage(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @UuidParam('id', projectNotFound) id: string,
    @ZodBody(ProjectUsageInputSchema) body: ProjectUsageInput,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Project> {
    const { 'idempotency-key': key } = usageHeaders.transform(headers, { type: 'custom' });
    const { project, replayed } = await this.usage.record(bearer, user.id, id, key, body);
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    return project;
  }
}
