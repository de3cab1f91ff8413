import { Controller, Delete, Get, Header, Redirect, Req, Res } from '@nestjs/common';
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
  GOOGLE_DRIVE_API,
  GOOGLE_DRIVE_MESSAGES,
  OAuthCallbackQuerySchema,
  type GoogleDriveAuthResponse,
  type GoogleDriveStatus,
  type OAuthCallbackQuery,
} from '@yarn-mgmt/contracts';
import { CurrentUser, Public, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Request, Response } from 'express';
import { ConnectionFlow } from './connection-flow.js';
import { ConnectionsService } from './connections.service.js';

/** The Google Drive link (DECISIONS 19): offline access to the files this app creates (drive.file). */
@ApiTags('google-drive')
@ApiBearerAuth()
@Controller()
export class GoogleDriveController {
  private readonly flow: ConnectionFlow;

  constructor(connections: ConnectionsService) {
    this.flow = new ConnectionFlow(connections, 'google_drive', GOOGLE_DRIVE_MESSAGES.notAvailable);
  }

  @Get(GOOGLE_DRIVE_API.status)
  async status(@CurrentUser() user: AuthUser): Promise<GoogleDriveStatus> {
    const link = await this.flow.status(user.id);
    return {
      connected: link.connected,
      email: link.accountName,
      connectedAt: link.connectedAt,
      broken: link.broken,
      configured: link.configured,
      // Only when there is one to tell (the status a page without a Disconnect reads is as before).
      ...(link.disconnecting && { disconnecting: link.disconnecting }),
      ...(link.disconnectError && { disconnectError: link.disconnectError }),
    };
  }

  /** Google's consent address with a new state, and the cookie binding it to this browser (as for Ravelry). */
  @Get(GOOGLE_DRIVE_API.auth)
  @Header('Cache-Control', 'no-store')
  @ApiServiceUnavailableResponse({ description: GOOGLE_DRIVE_MESSAGES.notAvailable })
  auth(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GoogleDriveAuthResponse> {
    return this.flow.start(user.id, response);
  }

  /** Where Google sends the browser back (the state and its cookie say whose request, from which browser). */
  @Public()
  @Get(GOOGLE_DRIVE_API.callback)
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiFoundResponse({ description: 'to /settings with the Google Drive return parameters' })
  callback(
    @ZodQuery(OAuthCallbackQuerySchema) query: OAuthCallbackQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ url: string }> {
    return this.flow.complete(query, request, response);
  }

  /**
   * Deletes the link and its tokens, then asks Google to revoke the grant. With pattern files in Drive it answers
   * at once (202): they come back on the drive-files queue first, the status says how far, and the link goes
   * when they are all back (DriveFilesQueue).
   */
  @Delete(GOOGLE_DRIVE_API.disconnect)
  @ApiOkResponse({ description: 'the status after: not connected' })
  @ApiAcceptedResponse({
    description: 'the status after: still connected, disconnecting (n of N files back)',
  })
  async disconnect(
    @CurrentUser() user: AuthUser,
    @ZodBody(ConnectionActionInputSchema.optional()) _body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GoogleDriveStatus> {
    await this.flow.disconnect(user.id);
    const status = await this.status(user);
    if (status.disconnecting) response.status(202);
    return status;
  }
}
