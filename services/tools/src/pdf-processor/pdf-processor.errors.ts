import { PDF_PROCESSOR_TEXTS } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** The PDF processor's refusals; the spec's own texts where it has them (part 2 sections 5 and 8). */
export class PdfProcessorError extends domainErrorClass({
  FILE_MISSING: [400, PDF_PROCESSOR_TEXTS.selectFirst],
  FILE_NOT_PDF: [400, PDF_PROCESSOR_TEXTS.selectPdf],
  FILE_TOO_LARGE: [413, PDF_PROCESSOR_TEXTS.tooLarge],
  STORAGE_FULL: [413, 'Your storage is full: delete some files or photos and try again'],
  UPLOAD_NOT_FOUND: [404, 'Upload not found'],
  NOT_READ_YET: [409, 'The PDF is still being read: try again when it is done'],
  PATTERN_NOT_FOUND: [404, 'Pattern not found'],
  PATTERNS_UNAVAILABLE: [503, 'The pattern library is unavailable right now: try again in a moment'],
}) {}
