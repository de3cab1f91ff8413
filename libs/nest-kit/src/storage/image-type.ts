/** The image types a user may upload (yarn photos, avatars): the same four the browsers show everywhere. */
export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type from the file's first bytes; the client's mime header and file name are not trusted. */
export function sniffImageType(data: Buffer): ImageMimeType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/** A PDF starts with `%PDF-`; the client's content type and file name are not trusted. */
export const isPdf = (data: Buffer) => data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
