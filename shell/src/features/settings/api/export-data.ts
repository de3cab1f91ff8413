import { SETTINGS_API, exportFileName } from '@yarn-mgmt/contracts';
import { downloader, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** The export dialog always sends json with photos (spec part 2 section 7). */
export const EXPORT_REQUEST = { format: 'json', includePhotos: true } as const;

// The download seam lives in the platform (the archives page saves files too); re-exported for this page's tests.
export { downloader };

/** `POST /settings/export`: the file comes back as the answer's body. */
export async function exportData(client: ApiClient): Promise<void> {
  const blob = await client.postBlob(SETTINGS_API.export, { ...EXPORT_REQUEST });
  // The server's naming: `yarn-management-export-<UTC yyyyMMdd-HHmmss>.json`.
  downloader.save(blob, exportFileName(new Date(), EXPORT_REQUEST.format));
}

export function useExportData() {
  return useApiMutation((client) => exportData(client));
}
