import { PDF_PROCESSOR_API, PDF_PROCESSOR_FIELD, type PdfProcessing } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient, type UploadOptions } from '@yarn-mgmt/web-platform';

export interface PdfToProcess {
  file: File;
  onProgress?: UploadOptions['onProgress'];
}

/** `POST /pdf-processor/upload` (multipart `pdf`) with upload progress: the result, or a scan being read by OCR. */
export function uploadPdf(client: ApiClient, { file, onProgress }: PdfToProcess): Promise<PdfProcessing> {
  const form = new FormData();
  form.append(PDF_PROCESSOR_FIELD, file);
  return client.upload<PdfProcessing>(PDF_PROCESSOR_API.upload, form, { onProgress });
}

export function useUploadPdf() {
  return useApiMutation(uploadPdf);
}
