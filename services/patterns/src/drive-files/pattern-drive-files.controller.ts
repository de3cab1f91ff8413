import { Controller, Get, HttpCode, Post, Put, Req, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  PATTERN_DRIVE_FILES_API,
  PATTERN_DRIVE_FILES_SCOPE,
  PatternDrivePlacedInputSchema,
  PatternDriveReturnQuerySchema,
  PatternDriveTrashedInputSchema,
  type PatternDriveFileList,
  type PatternDrivePlacedInput,
  type PatternDriveReturnQuery,
  type PatternDriveTrashedInput,
} from '@yarn-mgmt/contracts';
import {
  CurrentServiceCaller,
  ServiceCall,
  UuidParam,
  ZodBody,
  ZodQuery,
  type ServiceCaller,
} from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternDriveFilesService } from './pattern-drive-files.service.js';

const fileNotFound = () => new PatternError('FILE_NOT_FOUND');

/**
 * The account service's drive-files job (a service token of scope `patterns:drive-files` acting for one user) moves
 * the user's PDFs to their Google Drive and back through these routes. Never routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class PatternDriveFilesController {
  constructor(private readonly driveFiles: PatternDriveFilesService) {}

  @Get(PATTERN_DRIVE_FILES_API.list.slice(1))
  @ServiceCall(PATTERN_DRIVE_FILES_SCOPE)
  list(@CurrentServiceCaller() caller: ServiceCaller): Promise<PatternDriveFileList> {
    return this.driveFiles.list(caller.userId);
  }

  @Post(PATTERN_DRIVE_FILES_API.trashed.slice(1))
  @HttpCode(204)
  @ServiceCall(PATTERN_DRIVE_FILES_SCOPE)
  async trashed(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(PatternDriveTrashedInputSchema) body: PatternDriveTrashedInput,
  ): Promise<void> {
    await this.driveFiles.trashed(caller.userId, body.drive_file_ids);
  }

  @Get(PATTERN_DRIVE_FILES_API.content.route.slice(1))
  @ServiceCall(PATTERN_DRIVE_FILES_SCOPE)
  async content(
    @CurrentServiceCaller() caller: ServiceCaller,
    @UuidParam('patternId', fileNotFound) patternId: string,
  ): Promise<StreamableFile> {
    const { stream, size } = await this.driveFiles.content(caller.userId, patternId);
    return new StreamableFile(stream, { type: 'application/pdf', length: size });
  }

  /** The body is the PDF's bytes (application/pdf), back from Drive. */
  @Put(PATTERN_DRIVE_FILES_API.content.route.slice(1))
  @HttpCode(204)
  @ServiceCall(PATTERN_DRIVE_FILES_SCOPE)
  async returned(
    @CurrentServiceCaller() caller: ServiceCaller,
    @UuidParam('patternId', fileNotFound) patternId: string,
    @ZodQuery(PatternDriveReturnQuerySchema) query: PatternDriveReturnQuery,
    @Req() request: Request,
  ): Promise<void> {
    await this.driveFiles.returned(caller.userId, patternId, query.drive_file_id, request);
  }

  @Post(PATTERN_DRIVE_FILES_API.placed.route.slice(1))
  @HttpCode(204)
  @ServiceCall(PATTERN_DRIVE_FILES_SCOPE)
  async placed(
    @CurrentServiceCaller() caller: ServiceCaller,
    @UuidParam('patternId', fileNotFound) patternId: string,
    @ZodBody(PatternDrivePlacedInputSchema) body: PatternDrivePlacedInput,
  ): Promise<void> {
    await this.driveFiles.placed(caller.userId, patternId, body.file_id, body.drive_file_id);
  }
}
