import { PATTERN_PDF_FIELD, PATTERNS_API, type PatternImportResponse } from '@yarn-mgmt/contracts';
import type { ApiClient, UploadOptions } from '@yarn-mgmt/web-platform';

export interface PdfImport {
  file: File;
  onProgress?: UploadOptions['onProgress'];
}

/** `POST /patterns/import-pdf`: a new pattern pre-filled from its PDF, the file attached. */
export function importPdf(
  client: ApiClient,
  { file, onProgress }: PdfImport,
): Promise<PatternImportResponse> {
  const form = new FormData();
  form.append(PATTERN_PDF_FIELD, file);
  return client.upload<PatternImportResponse>(PATTERNS_API.importPdf, form, { onProgress });
}
