import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Put,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Pattern } from '@yarn-mgmt/contracts';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PatternError } from '../patterns/patterns.errors.js';
import { CoverUploadInterceptor, type StoredCover } from './cover-upload.interceptor.js';
import { PatternCoversService } from './pattern-covers.service.js';

const patternNotFound = () => PatternError.notFound();
const coverNotFound = () => new PatternError('COVER_NOT_FOUND');

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class PatternCoversController {
  constructor(private readonly covers: PatternCoversService) {}

  /** The cover image (the pattern's `image_url`); a new cover has a new id, so an answer never changes. */
  @Get(PATTERNS_API.coverImage.route)
  @Header('Cache-Control', 'private, max-age=86400, immutable')
  async read(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', coverNotFound) id: string,
    @UuidParam('coverId', coverNotFound) coverId: string,
  ): Promise<StreamableFile> {
    const { stream, mimeType, size } = await this.covers.open(user.id, id, coverId);
    return new StreamableFile(stream, { type: mimeType, length: size, disposition: 'inline' });
  }

  /** Multipart field `cover`: the user's own photo (PNG, JPEG or WebP by its bytes), replacing any cover. */
  @Put(PATTERNS_API.cover.route)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(CoverUploadInterceptor)
  replace(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
    @UploadedFile() file: StoredCover | undefined,
  ): Promise<Pattern> {
    return this.covers.replace(user.id, id, file);
  }

  @Delete(PATTERNS_API.cover.route)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @UuidParam('id', patternNotFound) id: string): Promise<void> {
    await this.covers.remove(user.id, id);
  }
}
