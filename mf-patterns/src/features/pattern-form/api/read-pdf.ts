import { PATTERN_PDF_FIELD, PATTERNS_API, type PdfReadingResponse } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient, type UploadOptions } from '@yarn-mgmt/web-platform';

export interface PdfToRead {
  file: File;
  onProgress?: UploadOptions['onProgress'];
}

/** `POST /patterns/read-pdf`: what the parser reads in the PDF; nothing is stored. */
export function readPdf(client: ApiClient, { file, onProgress }: PdfToRead): Promise<PdfReadingResponse> {
  const form = new FormData();
  form.append(PATTERN_PDF_FIELD, file);
  return client.upload<PdfReadingResponse>(PATTERNS_API.readPdf, form, { onProgress });
}

export function useReadPdf() {
  return useApiMutation(readPdf);
}
