import { USER_DATA_SERVICES, type AccountExportDocument, type ExportFormat } from '@yarn-mgmt/contracts';
import { open, type FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { encodeExport, ZIP_DOCUMENT, type EncodedExport } from './export-files.js';

export type WrittenExport = Omit<EncodedExport, 'body'> & { size: number };

/** A classic zip (no zip64) holds at most this many entries and bytes: past the import's caps anyway. */
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
/** 1980-01-01 00:00 in DOS time: the entries carry no date (the document has `exported_at`). */
const DOS_DATE = (1 << 5) | 1;

interface Entry {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  size: number;
  stored: number;
  offset: number;
}

/**
 * The export written to `path` as `encodeExport` would encode it, without the whole file in memory: each stored
 * file of a zip is decoded from the document's base64, written, and let go (its base64 too) before the next; the
 * document goes last, deflated. Every entry's sizes and CRC are in its local header (no data descriptor), as
 * zipSync writes them, so the import's streaming reader takes it as it takes any export of ours.
 */
export async function writeExport(
  document: AccountExportDocument,
  format: ExportFormat,
  path: string,
): Promise<WrittenExport> {
  const file = await open(path, 'wx', 0o600);
  try {
    if (format !== 'zip') {
      const { body, ...rest } = encodeExport(document, format);
      await writeAll(file, body);
      return { ...rest, size: body.length };
    }
    const zip = new ZipWriter(file);
    const parts = { ...document.parts };
    for (const service of USER_DATA_SERVICES) {
      for (const stored of parts[service].files) {
        await zip.add(
          `files/${service}/${stored.table}/${stored.row_id}`,
          Buffer.from(stored.content_base64, 'base64'),
          false,
        );
        // The document keeps its files array until the end: the base64 is what weighs.
        stored.content_base64 = '';
      }
      parts[service] = { ...parts[service], files: [] };
    }
    await zip.add(ZIP_DOCUMENT, Buffer.from(JSON.stringify({ ...document, parts })), true);
    return { contentType: 'application/zip', extension: 'zip', size: await zip.end() };
  } finally {
    await file.close();
  }
}

/**
 * Entries appended to an open file; `end()` writes the central directory. No parameter properties: the export
 * worker runs this file's source with Node's type stripping under the tests.
 */
class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly file: FileHandle;

  constructor(file: FileHandle) {
    this.file = file;
  }

  async add(name: string, data: Buffer, deflate: boolean): Promise<void> {
    if (this.entries.length >= MAX_ENTRIES) throw new Error('an export zip holds at most 65 535 entries');
    const body = deflate ? deflateRawSync(data) : data;
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      method: deflate ? 8 : 0,
      crc: crc32(data),
      size: data.length,
      stored: body.length,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    this.common(header, 6, entry);
    await this.write(header, entry.name, body);
    this.entries.push(entry);
  }

  /** Writes the central directory and its end record; the file's size. */
  async end(): Promise<number> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      this.common(header, 8, entry);
      // Comment length, disk, internal and external attributes: 0.
      header.writeUInt32LE(entry.offset, 42);
      await this.write(header, entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    return this.offset;
  }

  /** Flags to name length, the same in both headers (`at`: where the flags go). */
  private common(header: Buffer, at: number, entry: Entry): void {
    header.writeUInt16LE(0, at);
    header.writeUInt16LE(entry.method, at + 2);
    header.writeUInt16LE(0, at + 4);
    header.writeUInt16LE(DOS_DATE, at + 6);
    header.writeUInt32LE(entry.crc >>> 0, at + 8);
    header.writeUInt32LE(entry.stored, at + 12);
    header.writeUInt32LE(entry.size, at + 16);
    header.writeUInt16LE(entry.name.length, at + 20);
  }

  private async write(...chunks: Buffer[]): Promise<void> {
    for (const chunk of chunks) {
      if (this.offset + chunk.length > MAX_OFFSET) throw new Error('an export zip is at most 4 GiB');
      await writeAll(this.file, chunk);
      this.offset += chunk.length;
    }
  }
}

async function writeAll(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let at = 0; at < chunk.length;) {
    const { bytesWritten } = await file.write(chunk, at, chunk.length - at);
    at += bytesWritten;
  }
}
