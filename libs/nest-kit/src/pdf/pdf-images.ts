/** How an image object's pixels are stored, by its stream filter. */
export type PdfImageFormat = 'jpeg' | 'jpeg2000' | 'jbig2' | 'fax' | 'raw';

/** One image object of a PDF (an XObject of subtype Image): drawn on ten pages, it is still one. */
export interface PdfImageObject {
  /** `<number> <generation>`, the object's id in the file. */
  ref: string;
  /** Pixels, as its dictionary says (null when the dictionary points elsewhere for it). */
  width: number | null;
  height: number | null;
  format: PdfImageFormat;
}

const IMAGE = Buffer.from('/Image');
const OBJECT_HEAD = /(\d+)\s+(\d+)\s+obj\b/g;
const FORMATS: Record<string, PdfImageFormat> = {
  DCTDecode: 'jpeg',
  DCT: 'jpeg',
  JPXDecode: 'jpeg2000',
  JBIG2Decode: 'jbig2',
  CCITTFaxDecode: 'fax',
  CCF: 'fax',
};
/** How far before `/Image` an object's header may be, and how long its dictionary may run after it. */
const LOOK_BACK = 4096;
const LOOK_AHEAD = 4096;

const isNameChar = (byte: number | undefined) =>
  byte !== undefined && /[A-Za-z0-9_.+-]/.test(String.fromCharCode(byte));

function formatOf(dictionary: string): PdfImageFormat {
  const filters = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? '';
  // The last filter of a chain is the one the pixels are coded in ([/FlateDecode /DCTDecode] is a JPEG).
  const last = [...filters.matchAll(/\/([A-Za-z0-9]+)/g)].at(-1)?.[1] ?? '';
  return FORMATS[last] ?? 'raw';
}

const sizeOf = (dictionary: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/**
 * The image objects of a PDF, read from its bytes without decoding a pixel: every object whose dictionary says
 * `/Subtype /Image`, each once, however many pages draw it. An image's transparency (its `/SMask`) or stencil
 * (`/Mask`) is part of that image, not another one. Image streams cannot live in object streams (PDF 32000-1,
 * 7.5.7), so their dictionaries are always in the file as written; inline images (small ones inside a page's
 * content) are not objects and are not counted.
 */
export function findPdfImages(data: Uint8Array): PdfImageObject[] {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const found = new Map<string, PdfImageObject>();
  const masks = new Set<string>();
  for (let at = bytes.indexOf(IMAGE); at >= 0; at = bytes.indexOf(IMAGE, at + IMAGE.length)) {
    if (isNameChar(bytes[at + IMAGE.length])) continue;
    const before = bytes.subarray(Math.max(0, at - LOOK_BACK), at).toString('latin1');
    if (!/\/Subtype\s*$/.test(before)) continue;
    // The last object header before it: the object whose dictionary this is.
    const head = [...before.matchAll(OBJECT_HEAD)].at(-1);
    if (!head) continue;
    const after = bytes.subarray(at, at + LOOK_AHEAD).toString('latin1');
    const end = after.search(/\bstream\b|\bendobj\b/);
    const dictionary = before.slice(head.index) + (end >= 0 ? after.slice(0, end) : after);
    for (const [, number, generation] of dictionary.matchAll(/\/S?Mask\s+(\d+)\s+(\d+)\s+R/g))
      masks.add(`${number} ${generation}`);
    const ref = `${head[1]} ${head[2]}`;
    found.set(ref, {
      ref,
      width: sizeOf(dictionary, 'Width'),
      height: sizeOf(dictionary, 'Height'),
      format: formatOf(dictionary),
    });
  }
  return [...found.values()].filter((image) => !masks.has(image.ref));
}
