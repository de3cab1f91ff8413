import { Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  ChatInputSchema,
  RecommendationQueryInputSchema,
  SMART_RECOMMENDATIONS_API,
  type AssistantStatusResponse,
  type ChatInput,
  type ChatResponse,
  type RecommendationQueryInput,
  type RecommendationQueryResponse,
} from '@yarn-mgmt/contracts';
import { CurrentUser, OptionalAuth, Public, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import type { Caller } from './assistant-sources.js';
import { AssistantService } from './assistant.service.js';
import { AssistantStatus } from './assistant-status.js';
import { ChatThrottleGuard, clientAddress } from './chat-throttle.js';

/**
 * The yarn assistant (spec part 2 section 7): the widget is on every screen, so a visitor is served too (catalogue
 * answers; stash questions ask them to sign in), while a token that is sent but does not verify is a 401.
 */
@ApiTags('smart-recommendations')
@ApiBearerAuth()
@Public()
@OptionalAuth({ badToken: 'reject' })
@Controller()
export class AssistantController {
  constructor(
    private readonly assistant: AssistantService,
    private readonly status: AssistantStatus,
  ) {}

  /** `success` true only while the AI endpoint answers ('AI Online'); otherwise 'Basic Mode'. */
  @Get(SMART_RECOMMENDATIONS_API.status)
  check(): Promise<AssistantStatusResponse> {
    return this.status.check();
  }

  /** One question's recommendations, with an explanation. */
  @Post(SMART_RECOMMENDATIONS_API.query)
  @HttpCode(200)
  @UseGuards(ChatThrottleGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many messages: Retry-After says when to ask again' })
  query(
    @ZodBody(RecommendationQueryInputSchema) input: RecommendationQueryInput,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('authorization') authorization: string | undefined,
    @Req() request: Request,
  ): Promise<RecommendationQueryResponse> {
    return this.assistant.query(input, callerOf(user, authorization, request));
  }

  /** The widget's every message, with the last 5 messages as context. */
  @Post(SMART_RECOMMENDATIONS_API.chat)
  @HttpCode(200)
  @UseGuards(ChatThrottleGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many messages: Retry-After says when to ask again' })
  chat(
    @ZodBody(ChatInputSchema) input: ChatInput,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('authorization') authorization: string | undefined,
    @Req() request: Request,
  ): Promise<ChatResponse> {
    return this.assistant.chat(input, callerOf(user, authorization, request));
  }
}

function callerOf(user: AuthUser | undefined, authorization: string | undefined, request: Request): Caller {
  return user && authorization
    ? { kind: 'user', id: user.id, authorization }
    : { kind: 'visitor', address: clientAddress(request) };
}
