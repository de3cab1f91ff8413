import { readFile, stat } from 'node:fs/promises';

/**
 * A PDF to read: its bytes (copied into the worker), or the file a worker thread opens itself, so a 50 MB PDF
 * never passes whole through the caller's heap and event loop (the tools' processor gives its stored upload).
 */
export type PdfSource = Uint8Array | { file: string };

/** How a worker task names its PDF. */
export type PdfTaskSource = { data: Uint8Array } | { file: string };

/** The task's source and what to move into the worker with it: a copy of the caller's bytes, never them. */
export function toTaskSource(source: PdfSource): { source: PdfTaskSource; transfer: ArrayBuffer[] } {
  if (!(source instanceof Uint8Array)) return { source: { file: source.file }, transfer: [] };
  const copy = new Uint8Array(source);
  return { source: { data: copy }, transfer: [copy.buffer] };
}

/** The source's size in bytes, as the caller checks it against maxInputBytes before the worker reads it. */
export async function sourceSize(source: PdfSource): Promise<number> {
  return source instanceof Uint8Array ? source.byteLength : (await stat(source.file)).size;
}

const failure = (code: string) => Object.assign(new Error(code), { code });

/**
 * In the worker: the PDF's bytes, read from its file when the task names one. A file past `maxInputBytes` (it may
 * have grown since the caller looked) is PDF_TOO_LARGE; a file that is gone, PDF_UNREADABLE. pdf.js takes a
 * Uint8Array that fills its buffer without copying it (a Buffer it refuses).
 */
export async function readTaskSource(source: PdfTaskSource, maxInputBytes: number): Promise<Uint8Array> {
  if ('data' in source) return source.data;
  try {
    if ((await stat(source.file)).size > maxInputBytes) throw failure('PDF_TOO_LARGE');
    const bytes = await readFile(source.file);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if ((error as { code?: string }).code === 'PDF_TOO_LARGE') throw error;
    throw failure('PDF_UNREADABLE');
  }
}
