import {
  ACCOUNT_DATA_MESSAGES,
  AccountExportDocumentSchema,
  EXPORT_FILE_FORMAT,
  EXPORT_FILE_VERSION,
  USER_DATA_SERVICES,
  type AccountExportDocument,
  type ExportFormat,
  type UserDataFile,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import { strToU8, Unzip, UnzipInflate, zipSync, type UnzipFile, type Zippable } from 'fflate';
import { ExportFileError } from './export-file-error.js';
import { partBytes } from './part-bytes.js';
import { stashCsv } from './stash-csv.js';

export { ExportFileError } from './export-file-error.js';
export { partBytes } from './part-bytes.js';

export interface EncodedExport {
  body: Buffer;
  contentType: string;
  extension: string;
}

const MB = 1024 * 1024;

/**
 * Caps of an import file, from the largest export the platform can make and take back (services/account/README.md,
 * "Import limits"): the upload (a zip stores the files as they are, so it is about their size), the entries of a
 * zip, what they unpack to in all, the document, and one file (the largest a user can store: a 50 MB pattern PDF).
 */
export const IMPORT_LIMITS = {
  maxUploadBytes: 512 * MB,
  maxEntries: 50_000,
  maxUnpackedBytes: 640 * MB,
  maxDocumentBytes: 128 * MB,
  maxFileBytes: 50 * MB,
} as const;
export type ImportLimits = Record<keyof typeof IMPORT_LIMITS, number>;

/** The document inside a zip export; each stored file is an entry `files/<service>/<table>/<row id>`. */
export const ZIP_DOCUMENT = 'export.json';
const FILE_ENTRY = /^files\/([a-z]+)\/([a-z_]+)\/([0-9a-f-]{36})$/;

/**
 * json: the document. zip: the same document with the files as entries of their own (no base64). csv: the stash
 * as a spreadsheet opens it (a view, not a backup: import refuses it).
 */
export function encodeExport(document: AccountExportDocument, format: ExportFormat): EncodedExport {
  if (format === 'csv')
    return {
      body: Buffer.from(stashCsv(document.parts.inventory)),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  if (format === 'json')
    return {
      body: Buffer.from(JSON.stringify(document)),
      contentType: 'application/json',
      extension: 'json',
    };
  const entries: Zippable = {};
  const parts = { ...document.parts };
  for (const service of USER_DATA_SERVICES) {
    for (const file of parts[service].files)
      entries[`files/${service}/${file.table}/${file.row_id}`] = [
        Buffer.from(file.content_base64, 'base64'),
        { level: 0 },
      ];
    parts[service] = { ...parts[service], files: [] };
  }
  entries[ZIP_DOCUMENT] = strToU8(JSON.stringify({ ...document, parts }));
  return { body: Buffer.from(zipSync(entries)), contentType: 'application/zip', extension: 'zip' };
}

const ZIP_MAGIC = 0x04034b50;

interface ReadFile {
  /** The document's text. */
  text: string;
  /** Files of a zip by service, base64 (what the data services take). */
  files: Partial<Record<string, UserDataFile[]>>;
  zip: boolean;
}

/**
 * Reads a json or zip export from its bytes as they arrive (a file stream), never more than the caps: only
 * `export.json` and `files/...` entries are inflated, each as it streams, counted against the caps, and a file's
 * bytes are turned into base64 as soon as it is complete. Anything past a cap stops the reading at once.
 */
export async function readExportFile(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<ReadFile> {
  let head: Uint8Array | undefined;
  let unzip: Unzip | undefined;
  const plain: Uint8Array[] = [];
  const document: Uint8Array[] = [];
  const files: Partial<Record<string, UserDataFile[]>> = {};
  let size = 0;
  let unpacked = 0;
  let entries = 0;
  // fflate catches what its callbacks throw: a cap passed is kept here and thrown after the push.
  let stopped: ExportFileError | undefined;
  const stop = (code: ExportFileError['code']) => {
    stopped ??= new ExportFileError(code);
    throw stopped;
  };
  const onfile = (file: UnzipFile) => {
    entries += 1;
    if (entries > limits.maxEntries) stop('TOO_MANY_ENTRIES');
    const match = FILE_ENTRY.exec(file.name);
    if (file.name !== ZIP_DOCUMENT && !match) return;
    const cap = file.name === ZIP_DOCUMENT ? limits.maxDocumentBytes : limits.maxFileBytes;
    const parts: Uint8Array[] = [];
    let own = 0;
    file.ondata = (error, data, final) => {
      if (stopped) throw stopped;
      if (error) stop('DAMAGED');
      own += data.length;
      unpacked += data.length;
      if (unpacked > limits.maxUnpackedBytes || own > cap) stop('UNPACKS_TOO_LARGE');
      parts.push(data);
      if (!final) return;
      if (!match) return void document.push(...parts);
      const [, service, table, rowId] = match;
      (files[service] ??= []).push({
        table,
        row_id: rowId,
        content_base64: Buffer.concat(parts).toString('base64'),
      });
      parts.length = 0;
    };
    file.start();
  };
  // Small pieces: a deflated piece of 16 KB inflates to at most ~16 MB before the caps are looked at again.
  const pieces = function* (chunk: Uint8Array) {
    for (let at = 0; at < chunk.length; at += 16 * 1024) yield chunk.subarray(at, at + 16 * 1024);
  };
  try {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > limits.maxUploadBytes) throw new ExportFileError('TOO_LARGE');
      if (!head) {
        head = chunk;
        if (
          chunk.length >= 4 &&
          Buffer.from(chunk.buffer, chunk.byteOffset, 4).readUInt32LE(0) === ZIP_MAGIC
        ) {
          unzip = new Unzip(onfile);
          unzip.register(UnzipInflate);
        }
      }
      if (unzip)
        for (const piece of pieces(chunk)) {
          unzip.push(piece);
          if (stopped) throw stopped;
        }
      else plain.push(chunk);
    }
    unzip?.push(new Uint8Array(0), true);
  } catch (error) {
    if (stopped) throw stopped;
    if (error instanceof ExportFileError) throw error;
    throw new ExportFileError('DAMAGED');
  }
  if (stopped) throw stopped;
  if (!unzip) return { text: textOf(plain), files, zip: false };
  if (!document.length) throw new ExportFileError(entries ? 'FOREIGN' : 'DAMAGED');
  return { text: textOf(document), files, zip: true };
}

/** A text longer than a JavaScript string can be (about 512 MB) is past any cap we could have. */
function textOf(chunks: Uint8Array[]): string {
  try {
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    throw new ExportFileError('TOO_LARGE');
  }
}

/** The document of a json or zip export; anything else is refused with the reason a user can act on. */
export async function decodeExport(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<AccountExportDocument> {
  const { text, files, zip } = await readExportFile(chunks, limits);
  if (!zip && /^\uFEFF?"?Brand"?,/.test(text)) throw new ExportFileError('CSV_NOT_IMPORTABLE');
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) throw new ExportFileError('FOREIGN');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Ours start with the format marker: a cut-off or altered file of ours is damaged, anything else foreign.
    throw new ExportFileError(text.includes(`"${EXPORT_FILE_FORMAT}"`) ? 'DAMAGED' : 'FOREIGN');
  }
  const { format, version } = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (format !== EXPORT_FILE_FORMAT) throw new ExportFileError('FOREIGN');
  if (typeof version === 'number' && version > EXPORT_FILE_VERSION)
    throw new ExportFileError('NEWER_VERSION');
  const result = AccountExportDocumentSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ExportFileError(
      'DAMAGED',
      `${ACCOUNT_DATA_MESSAGES.damaged} (${issue?.path.join('.') || 'document'})`,
    );
  }
  const parts = { ...result.data.parts };
  for (const service of USER_DATA_SERVICES)
    parts[service] = { ...parts[service], files: [...parts[service].files, ...(files[service] ?? [])] };
  return { ...result.data, parts };
}

/** What the import hands on to the services: the account's own part and each service's body pieces. */
export interface PreparedImport {
  account: AccountExportDocument['account'];
  parts: Record<UserDataService, Uint8Array[]>;
}

/** Decodes the file and checks it belongs to `email` (an account made again with the same e-mail may restore it). */
export async function prepareImport(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  email: string,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<PreparedImport> {
  const document = await decodeExport(chunks, limits);
  if (document.owner.email.toLowerCase() !== email.toLowerCase()) throw new ExportFileError('OTHER_OWNER');
  const parts = {} as Record<UserDataService, Uint8Array[]>;
  for (const service of USER_DATA_SERVICES) parts[service] = partBytes(document.parts[service]);
  return { account: document.account, parts };
}
