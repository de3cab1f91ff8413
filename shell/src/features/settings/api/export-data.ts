import { SETTINGS_API, type ExportFormat } from '@yarn-mgmt/contracts';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { rawRequest } from '../../../api/raw-request';

/** The export dialog always sends json with photos (spec part 2 section 7). */
export const EXPORT_REQUEST = { format: 'json', includePhotos: true } as const;

/** `yarn-management-export-2026-11-22T05-30-00.json`: timestamped, with the format's extension. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `yarn-management-export-${stamp}.${format}`;
}

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
export async function exportData(): Promise<void> {
  const blob = await rawRequest<Blob>({
    method: 'POST',
    path: SETTINGS_API.export,
    body: { ...EXPORT_REQUEST },
    as: 'blob',
  });
  downloader.save(blob, exportFileName(EXPORT_REQUEST.format));
}

export function useExportData() {
  return useApiMutation(() => exportData());
}
