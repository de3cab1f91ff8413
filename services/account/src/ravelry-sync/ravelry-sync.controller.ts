import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ConnectionActionInputSchema,
  RAVELRY_API,
  RAVELRY_MESSAGES,
  RavelryOptionsInputSchema,
  type RavelryOptions,
  type RavelryOptionsInput,
  type RavelrySyncStatus,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import { RavelrySyncOptionsService } from './ravelry-sync-options.service.js';
import { RavelrySyncQueue } from './ravelry-sync.queue.js';

/** The Ravelry stash sync (issue 22): queued on BullMQ, one job per user at a time, its progress polled. */
@ApiTags('ravelry')
@ApiBearerAuth()
@Controller()
export class RavelrySyncController {
  constructor(
    private readonly syncs: RavelrySyncQueue,
    private readonly options: RavelrySyncOptionsService,
  ) {}

  /**
   * Queues the stash sync and answers at once with its state. 404 without a link; 503 on a server without a
   * Ravelry client or without Redis.
   */
  @Post(RAVELRY_API.sync)
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'the sync job state (waiting or active)' })
  @ApiServiceUnavailableResponse({ description: RAVELRY_MESSAGES.syncNotAvailable })
  sync(
    @CurrentUser() user: AuthUser,
    @ZodBody(ConnectionActionInputSchema.optional()) _body: unknown,
  ): Promise<RavelrySyncStatus> {
    return this.syncs.start(user.id);
  }

  /** The user's sync: waiting, active (with "stash 40 of 112"), completed (with its counts), failed (why), idle. */
  @Get(RAVELRY_API.sync)
  @ApiServiceUnavailableResponse({ description: RAVELRY_MESSAGES.syncNotAvailable })
  status(@CurrentUser() user: AuthUser): Promise<RavelrySyncStatus> {
    return this.syncs.status(user.id);
  }

  /** The link's automatic sync (off, daily, weekly; the schedule set at once) and write-back; 404 without a link. */
  @Put(RAVELRY_API.options)
  @ApiNotFoundResponse({ description: 'no Ravelry link' })
  setOptions(
    @CurrentUser() user: AuthUser,
    @ZodBody(RavelryOptionsInputSchema) input: RavelryOptionsInput,
  ): Promise<RavelryOptions> {
    return this.options.set(user.id, input);
  }
}
