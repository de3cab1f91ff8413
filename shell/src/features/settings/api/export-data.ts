import { SETTINGS_API, exportFileName, type ExportFormat } from '@yarn-mgmt/contracts';
import { downloader, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

// The download seam lives in the platform (the archives page saves files too); re-exported for this page's tests.
export { downloader };

/**
 * `POST /settings/export` with photos, in the format the dialog offers (json, csv or zip; spec part 2 section 9):
 * the file comes back as the answer's body.
 */
export async function exportData(client: ApiClient, format: ExportFormat): Promise<void> {
  const blob = await client.postBlob(SETTINGS_API.export, { format, includePhotos: true });
  // The server's naming: `yarn-management-export-<UTC yyyyMMdd-HHmmss>.<format>`.
  downloader.save(blob, exportFileName(new Date(), format));
}

export function useExportData() {
  return useApiMutation((client, format: ExportFormat) => exportData(client, format));
}
