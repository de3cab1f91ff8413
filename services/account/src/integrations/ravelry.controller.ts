import { Controller, Delete, Get, Header, Redirect, Req, Res } from '@nestjs/common';
import {
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
} from '@yarn-mgmt/contracts';
import { CurrentUser, Public, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Request, Response } from 'express';
import { ConnectionFlow } from './connection-flow.js';
import { ConnectionsService } from './connections.service.js';

/** The Ravelry link (spec part 2 sections 3, 4 and 7; DECISIONS 18). */
@ApiTags('ravelry')
@ApiBearerAuth()
@Controller()
export class RavelryController {
  private readonly flow: ConnectionFlow;

  constructor(connections: ConnectionsService) {
    this.flow = new ConnectionFlow(connections, 'ravelry', RAVELRY_MESSAGES.notAvailable);
  }

  @Get(RAVELRY_API.status)
  async status(@CurrentUser() user: AuthUser): Promise<RavelryStatus> {
    const link = await this.flow.status(user.id);
    return {
      connected: link.connected,
      username: link.accountName,
      connectedAt: link.connectedAt,
      lastSync: link.lastSync,
      broken: link.broken,
      configured: link.configured,
      autoSync: link.autoSync,
      writeBack: link.writeBack,
    };
  }

  /**
   * The address to send the browser to, with a new single-use state (10 minutes) bound to the caller, and the
   * cookie that binds it to this browser (the shell's same-origin fetch keeps it).
   */
  @Get(RAVELRY_API.auth)
  @Header('Cache-Control', 'no-store')
  @ApiServiceUnavailableResponse({ description: RAVELRY_MESSAGES.notAvailable })
  auth(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RavelryAuthResponse> {
    return this.flow.start(user.id, response);
  }

  /**
   * Where Ravelry sends the browser back (no bearer token: the state says whose request it was, its cookie that
   * this is the browser that asked); the cookie is cleared.
   */
  @Public()
  @Get(RAVELRY_API.callback)
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiFoundResponse({ description: 'to /settings with the return parameters of spec part 2 section 2' })
  callback(
    @ZodQuery(OAuthCallbackQuerySchema) query: OAuthCallbackQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ url: string }> {
    return this.flow.complete(query, request, response);
  }

  /** Deletes the link and its tokens (Ravelry documents no revocation: the grant ends with its tokens' use). */
  @Delete(RAVELRY_API.disconnect)
  @ApiOkResponse({ description: 'the status after: not connected' })
  async disconnect(
    @CurrentUser() user: AuthUser,
    @ZodBody(ConnectionActionInputSchema.optional()) _body: unknown,
  ): Promise<RavelryStatus> {
    await this.flow.disconnect(user.id);
    return this.status(user);
  }
}
