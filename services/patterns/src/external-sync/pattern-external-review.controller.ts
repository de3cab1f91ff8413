import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ExternalResolveInputSchema,
  ExternalReviewQuerySchema,
  PATTERN_EXTERNAL_REVIEW_API,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalReviewQuery,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternExternalReviewService } from './pattern-external-review.service.js';

/**
 * The imported patterns a provider sync left to the user (issue 22). Its module is registered before the
 * library's, so `GET /patterns/external-review` is not taken for `GET /patterns/:id`.
 */
@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class PatternExternalReviewController {
  constructor(private readonly review: PatternExternalReviewService) {}

  @Get(PATTERN_EXTERNAL_REVIEW_API.review)
  get(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ExternalReviewQuerySchema) query: ExternalReviewQuery,
  ): Promise<ExternalReview> {
    return this.review.review(user.id, query.source);
  }

  @Post(PATTERN_EXTERNAL_REVIEW_API.resolve.route)
  @HttpCode(200)
  resolve(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new PatternError('NOT_IN_CONFLICT')) id: string,
    @ZodBody(ExternalResolveInputSchema) body: ExternalResolveInput,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.resolve(user.id, id, body);
  }

  @Post(PATTERN_EXTERNAL_REVIEW_API.unlink.route)
  @HttpCode(200)
  unlink(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => new PatternError('NOT_MISSING')) id: string,
  ): Promise<ExternalReviewActionResponse> {
    return this.review.unlink(user.id, id);
  }
}
