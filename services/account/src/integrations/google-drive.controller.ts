import { Controller, Delete, Get, Header, Redirect, ServiceUnavailableException } from '@nestjs/common';
import {
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
import { connectionReturn } from './connection-return.js';
import { ConnectionsService } from './connections.service.js';

/** The Google Drive link (DECISIONS 19): offline access to the files this app creates (drive.file). */
@ApiTags('google-drive')
@ApiBearerAuth()
@Controller()
export class GoogleDriveController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get(GOOGLE_DRIVE_API.status)
  async status(@CurrentUser() user: AuthUser): Promise<GoogleDriveStatus> {
    const link = await this.connections.status(user.id, 'google_drive');
    return {
      connected: link.connected,
      email: link.accountName,
      connectedAt: link.connectedAt,
      broken: link.broken,
      configured: link.configured,
    };
  }

  @Get(GOOGLE_DRIVE_API.auth)
  @ApiServiceUnavailableResponse({ description: GOOGLE_DRIVE_MESSAGES.notAvailable })
  async auth(@CurrentUser() user: AuthUser): Promise<GoogleDriveAuthResponse> {
    const authUrl = await this.connections.start(user.id, 'google_drive');
    if (!authUrl) throw new ServiceUnavailableException(GOOGLE_DRIVE_MESSAGES.notAvailable);
    return { authUrl };
  }

  /** Where Google sends the browser back (no bearer token: the state says whose request it was). */
  @Public()
  @Get(GOOGLE_DRIVE_API.callback)
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiFoundResponse({ description: 'to /settings with the Google Drive return parameters' })
  async callback(@ZodQuery(OAuthCallbackQuerySchema) query: OAuthCallbackQuery): Promise<{ url: string }> {
    return { url: connectionReturn('google_drive', await this.connections.complete('google_drive', query)) };
  }

  /** Deletes the link and its tokens, then asks Google to revoke the grant. */
  @Delete(GOOGLE_DRIVE_API.disconnect)
  @ApiOkResponse({ description: 'the status after: not connected' })
  async disconnect(
    @CurrentUser() user: AuthUser,
    @ZodBody(ConnectionActionInputSchema.optional()) _body: unknown,
  ): Promise<GoogleDriveStatus> {
    await this.connections.disconnect(user.id, 'google_drive');
    return this.status(user);
  }
}
