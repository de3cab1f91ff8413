import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { PHOTO_MAX_BYTES } from '@yarn-mgmt/contracts';
import type { Observable } from 'rxjs';
import { YarnError } from './yarn.errors.js';

const MulterPhoto = FileInterceptor('photo', {
  // In memory: at most one 10 MB file per request, and the bytes are sniffed before anything is stored.
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 },
});

/** Multer for the `photo` field, with its errors turned into the photo messages (400, not 413). */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterPhoto();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new YarnError('PHOTO_TOO_LARGE');
      if (error instanceof BadRequestException) throw new YarnError('PHOTO_MISSING');
      throw error;
    }
  }
}
