import { ARCHIVES_API, archiveFileName } from '@yarn-mgmt/contracts';
import { downloader, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/**
 * `GET /archives/{id}/html` as text, for a sandboxed frame's `srcDoc`: a frame's `src` could not send the bearer
 * token.
 */
export async function getArchiveHtml(client: ApiClient, id: number): Promise<string> {
  return (await client.getBlob(ARCHIVES_API.html(id))).text();
}

/** `GET /archives/{id}/download`, saved as `archive_{id}.html`. */
export async function downloadArchive(client: ApiClient, id: number): Promise<void> {
  const blob = await client.getBlob(ARCHIVES_API.download(id));
  downloader.save(blob, archiveFileName(id));
}

export const useArchiveHtml = () => useApiMutation(getArchiveHtml);
export const useDownloadArchive = () => useApiMutation(downloadArchive);
