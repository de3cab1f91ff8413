import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DRIVE_FILES_API, type DriveFileLinkKind, type DriveFilesStatus } from '@yarn-mgmt/contracts';
import { CurrentUser, Public, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { contentDisposition } from '@yarn-mgmt/nest-kit/storage';
import { DriveFileStreamService } from './drive-file-stream.service.js';
import { DriveFilesError } from './drive-files.errors.js';
import { DriveFilesQueue } from './drive-files.queue.js';

/** As the patterns service serves its PDFs: Chrome's viewer is an <embed>, which helmet's object-src would block. */
const PDF_CSP = "frame-ancestors 'self'";
const notFound = () => new DriveFilesError('NOT_FOUND');

/** Pattern PDFs in Google Drive: the move's progress, and View / Download of a file held there. */
@ApiTags('google-drive')
@ApiBearerAuth()
@Controller()
export class DriveFilesController {
  constructor(
    private readonly queue: DriveFilesQueue,
    private readonly files: DriveFileStreamService,
  ) {}

  @Get(DRIVE_FILES_API.status)
  @ApiOkResponse({ description: "the last move of the user's pattern files ('3 of 12 files')" })
  status(@CurrentUser() user: AuthUser): Promise<DriveFilesStatus> {
    return this.queue.status(user.id);
  }

  /** The patterns service's View redirect: a link it signed for the owner (no bearer: a new tab). */
  @Get(DRIVE_FILES_API.view.route)
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @Header('Content-Security-Policy', PDF_CSP)
  view(
    @UuidParam('patternId', notFound) patternId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<StreamableFile> {
    return this.serve('view', patternId, query);
  }

  @Get(DRIVE_FILES_API.download.route)
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @Header('Content-Security-Policy', PDF_CSP)
  download(
    @UuidParam('patternId', notFound) patternId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<StreamableFile> {
    return this.serve('download', patternId, query);
  }

  private async serve(
    kind: DriveFileLinkKind,
    patternId: string,
    query: Record<string, unknown>,
  ): Promise<StreamableFile> {
    const { stream, claims } = await this.files.open(patternId, kind, query);
    return new StreamableFile(stream, {
      type: 'application/pdf',
      disposition: contentDisposition(kind === 'view' ? 'inline' : 'attachment', claims.name),
    });
  }
}
