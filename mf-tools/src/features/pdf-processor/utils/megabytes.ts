/** A file's size in MB with 2 decimals, as the file chip shows it ("3.25 MB"). */
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
