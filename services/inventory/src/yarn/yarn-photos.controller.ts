import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { YarnPhoto } from '@yarn-mgmt/contracts';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PhotoUploadInterceptor, type StoredPhoto } from './photo-upload.interceptor.js';
import { YarnError } from './yarn.errors.js';
import { YarnPhotosService } from './yarn-photos.service.js';

const yarnNotFound = () => YarnError.notFound();
const photoNotFound = () => new YarnError('PHOTO_NOT_FOUND');

@ApiTags('yarn')
@ApiBearerAuth()
@Controller()
export class YarnPhotosController {
  constructor(private readonly photos: YarnPhotosService) {}

  /** Multipart field `photo`, streamed to storage; the entry's first photo becomes its cover. */
  @Post(INVENTORY_API.photos.route)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PhotoUploadInterceptor)
  add(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', yarnNotFound) id: string,
    @UploadedFile() file: StoredPhoto | undefined,
  ): Promise<YarnPhoto> {
    return this.photos.add(user.id, id, file);
  }

  @Get(INVENTORY_API.photo.route)
  async read(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', photoNotFound) id: string,
    @UuidParam('photoId', photoNotFound) photoId: string,
  ): Promise<StreamableFile> {
    const { stream, mimeType, size } = await this.photos.read(user.id, id, photoId);
    return new StreamableFile(stream, { type: mimeType, length: size, disposition: 'inline' });
  }

  /** The row and the file; the next photo becomes the cover when this one was. */
  @Delete(INVENTORY_API.photo.route)
  @HttpCode(204)
  async delete(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', photoNotFound) id: string,
    @UuidParam('photoId', photoNotFound) photoId: string,
  ): Promise<void> {
    await this.photos.delete(user.id, id, photoId);
  }

  /** Makes this photo the card's picture; answers the entry's photos, cover first. */
  @Put(INVENTORY_API.photoCover.route)
  setCover(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', photoNotFound) id: string,
    @UuidParam('photoId', photoNotFound) photoId: string,
  ): Promise<YarnPhoto[]> {
    return this.photos.setCover(user.id, id, photoId);
  }
}
