import { ARCHIVES_PAGE_SIZE } from '@yarn-mgmt/contracts';

/** Spec part 2 section 9: pages = ceil(total / 20). */
export const pageCount = (total: number) => Math.ceil(total / ARCHIVES_PAGE_SIZE);

/** Page 1 starts at offset 0, page n at (n - 1) * 20. */
export const pageOffset = (page: number) => (page - 1) * ARCHIVES_PAGE_SIZE;

/** "1.23 GB" and "45.68 KB": the storage cards, to 2 decimals. */
export const gigabytes = (value: number) => `${value.toFixed(2)} GB`;
export const kilobytes = (value: number) => `${value.toFixed(2)} KB`;
