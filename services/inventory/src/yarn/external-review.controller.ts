import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ExternalResolveInputSchema,
  ExternalReviewQuerySchema,
  INVENTORY_API,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalReviewQuery,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import { ExternalReviewService } from './external-review.service.js';
import { YarnError } from './yarn.errors.js';

/**
 * The stash entries a provider sync left to the user (issue 22). Registered before the yarn controller, so
 * `GET /yarn/external-review` is not taken for `GET /yarn/:id`.
 */
@ApiTags('yarn')
@ApiBearerAuth()
@Controller()
export class ExternalReviewController {
  constructor(private readonly review: ExternalReviewService) {}

  @Get(INVENTORY_API.externalReview)
  get(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ExternalReviewQuerySchema) query: ExternalReviewQuery,
  ): Promise<ExternalReview> {
    return this.review.review(user.id, query.source);
  }

  @Post(INVENTORY_API.externalResolve.route)
  @HttpCode(200)
  resolve(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new YarnError('NOT_IN_CONFLICT')) id: string,
    @ZodBody(ExternalResolveInputSchema) body: ExternalResolveInput,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.resolve(user.id, id, body);
  }

  @Post(INVENTORY_API.externalUnlink.route)
  @HttpCode(200)
  unlink(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new YarnError('NOT_MISSING')) id: string,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.unlink(user.id, id);
  }
}
