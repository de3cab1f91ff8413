import { EXTERNAL_REVIEW_MESSAGES } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class YarnError extends domainErrorClass({
  YARN_NOT_FOUND: [404, 'Yarn not found'],
  PHOTO_NOT_FOUND: [404, 'Photo not found'],
  // The messages of the moment name what remains (usage.ts).
  NOT_ENOUGH_SKEINS: [400, 'Not enough skeins remain'],
  NOT_ENOUGH_YARDAGE: [400, 'Not enough yards remain'],
  PHOTO_MISSING: [400, 'Choose a photo to upload'],
  PHOTO_TYPE: [400, 'Photos must be JPEG, PNG, WebP or GIF images'],
  PHOTO_TOO_LARGE: [400, 'Photos must be at most 10 MB'],
  // Another user's entry reads the same (never revealed).
  NOT_IN_CONFLICT: [404, EXTERNAL_REVIEW_MESSAGES.notInConflict],
  NOT_MISSING: [404, EXTERNAL_REVIEW_MESSAGES.notMissing],
  USAGE_KEY_REUSED: [409, 'This Idempotency-Key was already used for a different usage'],
}) {
  static notFound(): YarnError {
    return new YarnError('YARN_NOT_FOUND');
  }
}
