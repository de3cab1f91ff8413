import { SETTINGS_API, exportFileName } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** The export dialog always sends json with photos (spec part 2 section 7). */
export const EXPORT_REQUEST = { format: 'json', includePhotos: true } as const;

/** Hands a blob to the browser as a download (a seam for tests: jsdom cannot download). */
export const downloader = {
  save(blob: Blob, fileName: string) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

/** `POST /settings/export`: the file comes back as the answer's body. */
export async function exportData(client: ApiClient): Promise<void> {
  const blob = await client.postBlob(SETTINGS_API.export, { ...EXPORT_REQUEST });
  // The server's naming: `yarn-management-export-<UTC yyyyMMdd-HHmmss>.json`.
  downloader.save(blob, exportFileName(new Date(), EXPORT_REQUEST.format));
}

export function useExportData() {
  return useApiMutation((client) => exportData(client));
}
