import {
  EXTERNAL_REVIEW_MESSAGES,
  PATTERN_COVER_MAX_BYTES,
  PATTERN_PDF_MAX_BYTES,
  STASH_UNAVAILABLE_TEXT,
} from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class PatternError extends domainErrorClass({
  PATTERN_NOT_FOUND: [404, 'Pattern not found'],
  // A file the caller may not see is as absent as one that does not exist (never reveal it).
  FILE_NOT_FOUND: [404, 'Pattern file not found'],
  // The drive-files job moved a file that was replaced, removed or moved meanwhile: nothing changed.
  FILE_MOVED: [409, 'The pattern file changed while it was being moved'],
  FILE_MISSING: [400, 'Choose a PDF to upload'],
  FILE_NOT_PDF: [400, 'The file is not a PDF'],
  PDF_UNREADABLE: [400, 'The file is not a readable PDF'],
  FILE_TOO_LARGE: [413, `Pattern PDFs must be at most ${PATTERN_PDF_MAX_BYTES / 1024 / 1024} MB`],
  COVER_NOT_FOUND: [404, 'Pattern cover not found'],
  COVER_MISSING: [400, 'Choose a picture to upload'],
  COVER_TYPE: [400, 'The cover must be a PNG, JPEG or WebP picture'],
  COVER_TOO_LARGE: [400, `A cover must be at most ${PATTERN_COVER_MAX_BYTES / 1024 / 1024} MB`],
  UNKNOWN_SIZE: [400, 'This pattern has no such size'],
  STASH_UNAVAILABLE: [503, STASH_UNAVAILABLE_TEXT],
  // A pattern the user cannot see is as absent as one with nothing to review (never reveal it).
  NOT_IN_CONFLICT: [404, EXTERNAL_REVIEW_MESSAGES.notInConflict],
  NOT_MISSING: [404, EXTERNAL_REVIEW_MESSAGES.notMissing],
}) {
  static notFound(): PatternError {
    return new PatternError('PATTERN_NOT_FOUND');
  }
}
