import { DESIGNER_API, type RawDesignerDocumentInput } from '@yarn-mgmt/contracts';
import { downloader, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

export interface DesignToDownload {
  body: RawDesignerDocumentInput;
  fileName: string;
}

/** `POST /ai-designer/pdf` (DECISIONS 12): the pattern as a PDF, handed to the browser as a download. */
export async function downloadDesign(client: ApiClient, { body, fileName }: DesignToDownload): Promise<void> {
  const blob = await client.postBlob(DESIGNER_API.pdf, body);
  downloader.save(blob, fileName);
}

export function useDownloadDesign() {
  return useApiMutation(downloadDesign);
}
