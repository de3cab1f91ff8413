import {
  ACCOUNT_DATA_MESSAGES,
  AccountExportDocumentSchema,
  EXPORT_FILE_FORMAT,
  EXPORT_FILE_VERSION,
  USER_DATA_SERVICES,
  type AccountExportDocument,
  type ExportFormat,
  type UserDataFile,
} from '@yarn-mgmt/contracts';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { AccountDataError } from './account-data.errors.js';
import { stashCsv } from './stash-csv.js';

export interface EncodedExport {
  body: Buffer;
  contentType: string;
  extension: string;
}

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

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** The document of a json or zip export; anything else is refused with the reason a user can act on. */
export function decodeExport(data: Buffer): AccountExportDocument {
  const text = isZip(data) ? fromZip(data) : data.toString('utf8');
  if (!isZip(data) && /^\uFEFF?"?Brand"?,/.test(text)) throw new AccountDataError('CSV_NOT_IMPORTABLE');
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) throw new AccountDataError('FOREIGN');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Ours start with the format marker: a cut-off or altered file of ours is damaged, anything else foreign.
    throw new AccountDataError(text.includes(`"${EXPORT_FILE_FORMAT}"`) ? 'DAMAGED' : 'FOREIGN');
  }
  const { format, version } = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (format !== EXPORT_FILE_FORMAT) throw new AccountDataError('FOREIGN');
  if (typeof version === 'number' && version > EXPORT_FILE_VERSION)
    throw new AccountDataError('NEWER_VERSION');
  const result = AccountExportDocumentSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AccountDataError(
      'DAMAGED',
      `${ACCOUNT_DATA_MESSAGES.damaged} (${issue?.path.join('.') || 'document'})`,
    );
  }
  return isZip(data) ? withZipFiles(result.data, unzipSync(new Uint8Array(data))) : result.data;
}

function fromZip(data: Buffer): string {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(data), { filter: (file) => file.name === ZIP_DOCUMENT });
  } catch {
    throw new AccountDataError('DAMAGED');
  }
  const document = entries[ZIP_DOCUMENT];
  if (!document) throw new AccountDataError('FOREIGN');
  return strFromU8(document);
}

function withZipFiles(
  document: AccountExportDocument,
  entries: Record<string, Uint8Array>,
): AccountExportDocument {
  const files: Record<string, UserDataFile[]> = {};
  for (const [name, content] of Object.entries(entries)) {
    const match = FILE_ENTRY.exec(name);
    if (!match) continue;
    const [, service, table, rowId] = match;
    (files[service] ??= []).push({
      table,
      row_id: rowId,
      content_base64: Buffer.from(content).toString('base64'),
    });
  }
  const parts = { ...document.parts };
  for (const service of USER_DATA_SERVICES)
    parts[service] = { ...parts[service], files: [...parts[service].files, ...(files[service] ?? [])] };
  return { ...document, parts };
}
