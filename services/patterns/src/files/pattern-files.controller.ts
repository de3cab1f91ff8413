import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pattern, PatternFileLinks } from '@yarn-mgmt/contracts';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { CurrentUser, OptionalAuth, Public, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PatternError } from '../patterns/patterns.errors.js';
import { contentDisposition } from '@yarn-mgmt/nest-kit/storage';
import type { FileLinkKind } from './file-links.js';
import { PatternFilesService } from './pattern-files.service.js';
import { PdfUploadInterceptor, type StoredPdf } from './pdf-upload.interceptor.js';

/**
 * The PDF responses' own CSP, in place of helmet's: Chrome shows an inline PDF through an internal `<embed>`,
 * which `object-src 'none'` blocks (crbug.com/271452). A PDF served as application/pdf with nosniff runs no
 * script of ours, so framing by our own pages is all there is to restrict.
 */
const PDF_CSP = "frame-ancestors 'self'";

const patternNotFound = () => PatternError.notFound();
const fileNotFound = () => new PatternError('FILE_NOT_FOUND');

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class PatternFilesController {
  constructor(private readonly files: PatternFilesService) {}

  /** Multipart field `file`, streamed to storage: a PDF by its first bytes, replacing an earlier one. */
  @Post(PATTERNS_API.file.route)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PdfUploadInterceptor)
  attach(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
    @UploadedFile() file: StoredPdf | undefined,
  ): Promise<Pattern> {
    return this.files.attach(user.id, id, file);
  }

  @Delete(PATTERNS_API.file.route)
  @HttpCode(204)
  async detach(@CurrentUser() user: AuthUser, @UuidParam('id', patternNotFound) id: string): Promise<void> {
    await this.files.detach(user.id, id);
  }

  @Get(PATTERNS_API.fileLinks.route)
  links(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
  ): Promise<PatternFileLinks> {
    return this.files.links(user.id, id);
  }

  /**
   * Opened in a new tab: the owner's bearer, or `?exp=…&sig=…` from file-links. A file held in the owner's Google
   * Drive is a 302 to the account service's signed Drive route, which streams it with the owner's Drive token.
   */
  @Get(PATTERNS_API.view.route)
  @Header('Cache-Control', 'private, no-store')
  @Header('Content-Security-Policy', PDF_CSP)
  @Public()
  @OptionalAuth()
  view(
    @CurrentUser() user: AuthUser | undefined,
    @UuidParam('id', fileNotFound) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    return this.serve('view', user, id, query, response);
  }

  @Get(PATTERNS_API.download.route)
  @Header('Cache-Control', 'private, no-store')
  @Header('Content-Security-Policy', PDF_CSP)
  @Public()
  @OptionalAuth()
  download(
    @CurrentUser() user: AuthUser | undefined,
    @UuidParam('id', fileNotFound) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    return this.serve('download', user, id, query, response);
  }

  private async serve(
    kind: FileLinkKind,
    user: AuthUser | undefined,
    id: string,
    query: Record<string, unknown>,
    response: Response,
  ): Promise<StreamableFile | undefined> {
    const opened = await this.files.open(id, kind, user, query);
    if ('redirect' in opened) {
      response.status(302).setHeader('Location', opened.redirect);
      return undefined;
    }
    return new StreamableFile(opened.stream, {
      type: 'application/pdf',
      length: opened.size,
      disposition: contentDisposition(kind === 'view' ? 'inline' : 'attachment', opened.title),
    });
  }
}
