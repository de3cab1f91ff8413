import { Controller, Delete, Get, Headers, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ProjectCountsQuerySchema,
  ProjectCreateInputSchema,
  ProjectListQuerySchema,
  PROJECTS_API,
  ProjectStatusUpdateInputSchema,
  ProjectUpdateInputSchema,
  type Project,
  type ProjectCreateInput,
  type ProjectListQuery,
  type ProjectListResponse,
  type ProjectStatusCounts,
  type ProjectStatusUpdateInput,
  type ProjectUpdateInput,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { ProjectEditsService } from './project-edits.service.js';
import { ProjectError } from './projects.errors.js';
import { ProjectsService } from './projects.service.js';

const projectNotFound = () => ProjectError.notFound();

@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly edits: ProjectEditsService,
  ) {}

  @Get(PROJECTS_API.projects)
  list(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ProjectListQuerySchema) query: ProjectListQuery,
  ): Promise<ProjectListResponse> {
    return this.projects.list(user.id, query);
  }

  /** The status tabs' count chips, for the list's filters. */
  @Get(PROJECTS_API.counts)
  counts(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ProjectCountsQuerySchema) query: z.output<typeof ProjectCountsQuerySchema>,
  ): Promise<ProjectStatusCounts> {
    return this.projects.counts(user.id, query);
  }

  @Get(PROJECTS_API.project.route)
  get(@CurrentUser() user: AuthUser, @UuidParam('id', projectNotFound) id: string): Promise<Project> {
    return this.projects.get(user.id, id);
  }

  /** The pattern and the yarn are read with the caller's own token (their own library and stash only). */
  @Post(PROJECTS_API.projects)
  create(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @ZodBody(ProjectCreateInputSchema) body: ProjectCreateInput,
  ): Promise<Project> {
    return this.projects.create(bearer, user.id, body);
  }

  @Patch(PROJECTS_API.project.route)
  update(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @UuidParam('id', projectNotFound) id: string,
    @ZodBody(ProjectUpdateInputSchema) body: ProjectUpdateInput,
  ): Promise<Project> {
    return this.edits.update(bearer, user.id, id, body);
  }

  @Patch(PROJECTS_API.status.route)
  status(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', projectNotFound) id: string,
    @ZodBody(ProjectStatusUpdateInputSchema) body: ProjectStatusUpdateInput,
  ): Promise<Project> {
    return this.projects.setStatus(user.id, id, body.status);
  }

  /** 204; its reservations are released with it. */
  @Delete(PROJECTS_API.project.route)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @UuidParam('id', projectNotFound) id: string): Promise<void> {
    await this.projects.delete(user.id, id);
  }
}
