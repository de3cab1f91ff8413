import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ExternalResolveInputSchema,
  ExternalReviewQuerySchema,
  PROJECT_EXTERNAL_REVIEW_API,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalReviewQuery,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import { ProjectError } from '../projects/projects.errors.js';
import { ProjectExternalReviewService } from './project-external-review.service.js';

/**
 * The imported projects a provider sync left to the user (issue 22). Its module is registered before the
 * projects', so `GET /projects/external-review` is not taken for `GET /projects/:id`.
 */
@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class ProjectExternalReviewController {
  constructor(private readonly review: ProjectExternalReviewService) {}

  @Get(PROJECT_EXTERNAL_REVIEW_API.review)
  get(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ExternalReviewQuerySchema) query: ExternalReviewQuery,
  ): Promise<ExternalReview> {
    return this.review.review(user.id, query.source);
  }

  @Post(PROJECT_EXTERNAL_REVIEW_API.resolve.route)
  @HttpCode(200)
  resolve(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new ProjectError('NOT_IN_CONFLICT')) id: string,
    @ZodBody(ExternalResolveInputSchema) body: ExternalResolveInput,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.resolve(user.id, id, body);
  }

  @Post(PROJECT_EXTERNAL_REVIEW_API.unlink.route)
  @HttpCode(200)
  unlink(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new ProjectError('NOT_MISSING')) id: string,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.unlink(user.id, id);
  }
}
