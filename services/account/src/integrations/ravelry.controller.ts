import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Redirect,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ConnectionActionInputSchema,
  OAuthCallbackQuerySchema,
  RAVELRY_API,
  RAVELRY_MESSAGES,
  type OAuthCallbackQuery,
  type RavelryAuthResponse,
  type RavelryStatus,
  type RavelrySyncStatus,
} from '@yarn-mgmt/contracts';
import { CurrentUser, Public, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import { connectionReturn } from './connection-return.js';
import { ConnectionsService } from './connections.service.js';
import { RavelrySyncQueue } from './ravelry-sync/ravelry-sync.queue.js';

/** The Ravelry link (spec part 2 sections 3, 4 and 7; DECISIONS 18). */
@ApiTags('ravelry')
@ApiBearerAuth()
@Controller()
export class RavelryController {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly syncs: RavelrySyncQueue,
  ) {}

  @Get(RAVELRY_API.status)
  async status(@CurrentUser() user: AuthUser): Promise<RavelryStatus> {
    const link = await this.connections.status(user.id, 'ravelry');
    return {
      connected: link.connected,
      username: link.accountName,
      connectedAt: link.connectedAt,
      lastSync: link.lastSync,
      broken: link.broken,
      configured: link.configured,
    };
  }

  /** The address to send the browser to, with a new single-use state (10 minutes) bound to the caller. */
  @Get(RAVELRY_API.auth)
  @ApiServiceUnavailableResponse({ description: RAVELRY_MESSAGES.notAvailable })
  async auth(@CurrentUser() user: AuthUser): Promise<RavelryAuthResponse> {
    const authUrl = await this.connections.start(user.id, 'ravelry');
    if (!authUrl) throw new ServiceUnavailableException(RAVELRY_MESSAGES.notAvailable);
    return { authUrl };
  }

  /** Where Ravelry sends the browser back (no bearer token: the state says whose request it was). */
  @Public()
  @Get(RAVELRY_API.callback)
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiFoundResponse({ description: 'to /settings with the return parameters of spec part 2 section 2' })
  async callback(@ZodQuery(OAuthCallbackQuerySchema) query: OAuthCallbackQuery): Promise<{ url: string }> {
    return { url: connectionReturn('ravelry', await this.connections.complete('ravelry', query)) };
  }

  /** Deletes the link and its tokens (Ravelry documents no revocation: the grant ends with its tokens' use). */
  @Delete(RAVELRY_API.disconnect)
  @ApiOkResponse({ description: 'the status after: not connected' })
  async disconnect(
    @CurrentUser() user: AuthUser,
    @ZodBody(ConnectionActionInputSchema.optional()) _body: unknown,
  ): Promise<RavelryStatus> {
    await this.connections.disconnect(user.id, 'ravelry');
    return this.status(user);
  }

  /**
   * Queues the stash sync (a BullMQ job; one per user at a time) and answers at once with its state. 404 without a
   * link; 503 on a server without a Ravelry client or without Redis.
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
  syncStatus(@CurrentUser() user: AuthUser): Promise<RavelrySyncStatus> {
    return this.syncs.status(user.id);
  }
}
