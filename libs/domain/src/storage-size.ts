/** Spec part 2 section 9: sizes in Bytes, KB, MB, GB at steps of 1024. */
export const STORAGE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * 0 -> "0 Bytes", 512 -> "512 Bytes", 1536 -> "1.50 KB", 1073741824 -> "1.00 GB": 2 decimals from KB up (a byte
 * count is whole); GB is the largest unit, so 2 TiB reads "2048.00 GB". Anything that is not a size reads "0 Bytes".
 */
export function formatStorageSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), STORAGE_UNITS.length - 1);
  if (unit <= 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / STEP ** unit).toFixed(2)} ${STORAGE_UNITS[unit]}`;
}

/** The share of the limit used, 0-100 (an over-full quota shows a full bar; no limit shows an empty one). */
export function storageUsedPercent(used: number, limit: number): number {
  if (!(limit > 0) || !(used > 0)) return 0;
  return Math.min(100, (used / limit) * 100);
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB'] as const;

/**
 * A file's size as the archives list shows it: 512 -> "512 B", 1536 -> "1.50 KB", 3 * 1024 ** 2 -> "3.00 MB"
 * (steps of 1024, 2 decimals from KB up, MB the largest unit); null or not a size -> "N/A" (unknown).
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  const unit =
    bytes < STEP ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), FILE_SIZE_UNITS.length - 1);
  if (unit === 0) return `${Math.round(bytes)} B`;
  return `${(bytes / STEP ** unit).toFixed(2)} ${FILE_SIZE_UNITS[unit]}`;
}
