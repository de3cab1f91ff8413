import { formatFileSize, formatStorageSize, storageUsedPercent } from './storage-size.js';

describe('formatStorageSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [1024 * 1024, '1.00 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [1073741824, '1.00 GB'],
    [2 * 1024 ** 4, '2048.00 GB'],
  ])('%p bytes reads %p', (bytes, text) => {
    expect(formatStorageSize(bytes)).toBe(text);
  });
});

describe('storageUsedPercent', () => {
  it('is the share of the limit, capped at 100', () => {
    expect(storageUsedPercent(0, 1024)).toBe(0);
    expect(storageUsedPercent(256, 1024)).toBe(25);
    expect(storageUsedPercent(4096, 1024)).toBe(100);
    expect(storageUsedPercent(10, 0)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [-1, 'N/A'],
    [Number.NaN, 'N/A'],
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024, '1.00 MB'],
    [3 * 1024 ** 3, '3072.00 MB'],
  ])('%p bytes reads %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
