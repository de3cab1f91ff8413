import { Controller, Get, Headers, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import {
  BACKUP_MESSAGES,
  BACKUPS_API,
  BackupActionInputSchema,
  type BackupListResponse,
  type BackupRun,
  type ImportSummary,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { BackupError } from './backups.errors.js';
import { BackupsService } from './backups.service.js';

const bearer = (authorization: string | undefined) => (authorization ?? '').replace(/^Bearer /, '');
const notFound = () => new BackupError('NOT_FOUND');

/** Backups (issue 22): the list, Backup Now, Restore and Download of the caller's own backups. */
@ApiTags('backups')
@ApiBearerAuth()
@Controller()
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  /** Newest first, with the count kept, the next scheduled run and the last Backup Now. */
  @Get(BACKUPS_API.list)
  list(@CurrentUser() user: AuthUser): Promise<BackupListResponse> {
    return this.backups.list(user.id);
  }

  /** Backup Now: queued (202) with the run's state; 503 on a server without Redis. */
  @Post(BACKUPS_API.list)
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'the run: waiting or active' })
  @ApiServiceUnavailableResponse({ description: BACKUP_MESSAGES.unavailable })
  start(
    @CurrentUser() user: AuthUser,
    @ZodBody(BackupActionInputSchema.optional()) _body: unknown,
  ): Promise<BackupRun> {
    return this.backups.start(user.id);
  }

  /** Adds the backup's data to the account through the import (its answer and refusals). */
  @Post(BACKUPS_API.restore.route)
  @HttpCode(200)
  restore(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string | undefined,
    @UuidParam('id', notFound) id: string,
    @ZodBody(BackupActionInputSchema.optional()) _body: unknown,
  ): Promise<ImportSummary> {
    return this.backups.restore(user, bearer(authorization), id);
  }

  /** The backup's file, from the platform's storage or the user's Drive. */
  @Get(BACKUPS_API.download.route)
  async download(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', notFound) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { backup, stream, type } = await this.backups.download(user.id, id);
    response.setHeader('Content-Disposition', `attachment; filename="${backup.file_name}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, { type, length: backup.size_bytes });
  }
}
