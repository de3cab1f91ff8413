import type { AccountExportDocument, ExportFormat, UserDataService } from '@yarn-mgmt/contracts';
import { runWorkerTask, WorkerTaskFailure } from '@yarn-mgmt/nest-kit/worker';
import { AccountDataError } from './account-data.errors.js';
import type { EncodedExport, ImportLimits, PreparedImport } from './export-files.js';
import type { EncodedExportBytes, ExportFileTask } from './export-files.worker.js';
import type { WrittenExport } from './export-file-writer.js';

const WORKER = new URL('./export-files.worker.js', import.meta.url);
/** Past this a worker's JS heap is a bug or an attack, not an export (its buffers are outside it). */
const HEAP_MB = 4096;

const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run<T>(task: ExportFileTask, transfer: ArrayBuffer[] = []): Promise<T> {
  try {
    return await runWorkerTask<ExportFileTask, T>(WORKER, task, {
      transfer,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
  } catch (error) {
    if (error instanceof WorkerTaskFailure && error.code)
      throw new AccountDataError(
        error.code as ConstructorParameters<typeof AccountDataError>[0],
        error.message || undefined,
      );
    throw error;
  }
}

/** Decodes the uploaded file (by its path) in a worker: the account's own part and each service's body. */
export async function prepareImportFile(
  path: string,
  email: string,
  limits?: ImportLimits,
): Promise<PreparedImport> {
  const prepared = await run<PreparedImport>({ kind: 'import', path, email, limits });
  for (const pieces of Object.values(prepared.parts))
    pieces.forEach((piece, i) => (pieces[i] = buffer(piece)));
  return prepared;
}

const buffersOf = (parts: Record<UserDataService, Uint8Array>) => [
  ...new Set(Object.values(parts).map((bytes) => bytes.buffer as ArrayBuffer)),
];

/** Parses the services' parts and encodes the file in a worker. */
export async function encodeExportFile(
  header: Omit<AccountExportDocument, 'parts'>,
  parts: Record<UserDataService, Uint8Array>,
  format: ExportFormat,
): Promise<EncodedExport> {
  const encoded = await run<EncodedExportBytes>({ kind: 'export', format, header, parts }, buffersOf(parts));
  return { ...encoded, body: buffer(encoded.body) };
}

/** The same, written by the worker to `path` (which must not exist yet), never whole in memory. */
export function writeExportFile(
  header: Omit<AccountExportDocument, 'parts'>,
  parts: Record<UserDataService, Uint8Array>,
  format: ExportFormat,
  path: string,
): Promise<WrittenExport> {
  return run<WrittenExport>({ kind: 'export-to-file', format, header, parts, path }, buffersOf(parts));
}
