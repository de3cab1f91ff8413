import { DomainError } from '@yarn-mgmt/nest-kit';

const YARN_ERROR_STATUSES = {
  YARN_NOT_FOUND: 404,
  PHOTO_NOT_FOUND: 404,
  NOT_ENOUGH_SKEINS: 400,
  NOT_ENOUGH_YARDAGE: 400,
  PHOTO_MISSING: 400,
  PHOTO_TYPE: 400,
  PHOTO_TOO_LARGE: 400,
} as const;

export type YarnErrorCode = keyof typeof YARN_ERROR_STATUSES;

export const YARN_MESSAGES = {
  YARN_NOT_FOUND: 'Yarn not found',
  PHOTO_NOT_FOUND: 'Photo not found',
  PHOTO_MISSING: 'Choose a photo to upload',
  PHOTO_TYPE: 'Photos must be JPEG, PNG, WebP or GIF images',
  PHOTO_TOO_LARGE: 'Photos must be at most 10 MB',
} as const;

export class YarnError extends DomainError<YarnErrorCode> {
  protected readonly statuses = YARN_ERROR_STATUSES;

  static notFound(): YarnError {
    return new YarnError('YARN_NOT_FOUND', YARN_MESSAGES.YARN_NOT_FOUND);
  }

  static of(code: keyof typeof YARN_MESSAGES): YarnError {
    return new YarnError(code, YARN_MESSAGES[code]);
  }
}
