import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  Controller,
  Delete,
  Headers,
  HttpCode,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ExportInputSchema,
  PROFILE_API,
  SETTINGS_API,
  type DeleteAccountResponse,
  type ExportInput,
  type ImportSummary,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Observable } from 'rxjs';
import { AccountDataError } from './account-data.errors.js';
import { IMPORT_LIMITS } from './export-files.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountImportService } from './account-import.service.js';

/** The upload goes to a temporary file (never whole in memory), cut at the import cap. */
const importUpload = FileInterceptor('file', {
  dest: tmpdir(),
  limits: { fileSize: IMPORT_LIMITS.maxUploadBytes, files: 1 },
});

/** An upload past the cap is the import's own 400 (multer's 413 says nothing a user can act on). */
@Injectable()
class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer = new importUpload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new AccountDataError('TOO_LARGE');
      throw error;
    }
  }
}

const bearer = (authorization: string | undefined) => (authorization ?? '').replace(/^Bearer /, '');
const path = (value: string) => value.slice(1);

/** Export, import and delete: the account's whole life (issue 10). */
@ApiTags('settings')
@ApiBearerAuth()
@Controller()
export class AccountDataController {
  constructor(
    private readonly exporter: AccountExportService,
    private readonly importer: AccountImportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** The file as a download named `yarn-management-export-<timestamp>.<json|zip|csv>`. */
  @Post(path(SETTINGS_API.export))
  @HttpCode(200)
  async export(
    @CurrentUser() caller: AuthUser,
    @Headers('authorization') authorization: string | undefined,
    @ZodBody(ExportInputSchema) body: ExportInput,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.exporter.export(caller, bearer(authorization), body.format, body.includePhotos);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(file.body, { type: file.contentType, length: file.body.length });
  }

  /** multipart/form-data, field `file`: a json or zip export of this account. */
  @Post(path(SETTINGS_API.import))
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  async import(
    @CurrentUser() caller: AuthUser,
    @Headers('authorization') authorization: string | undefined,
    @UploadedFile() file: { path: string; size: number } | undefined,
  ): Promise<ImportSummary> {
    try {
      return await this.importer.import(caller, bearer(authorization), file);
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  }

  @Delete(path(PROFILE_API.account))
  @HttpCode(200)
  deleteAccount(@CurrentUser() caller: AuthUser): Promise<DeleteAccountResponse> {
    return this.deletion.deleteAccount(caller.id);
  }
}
