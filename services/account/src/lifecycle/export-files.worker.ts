import type {
  AccountExportDocument,
  ExportFormat,
  UserDataPart,
  UserDataService,
} from '@yarn-mgmt/contracts';
import type { WorkerTaskResult } from '@yarn-mgmt/nest-kit/worker';
import { createReadStream } from 'node:fs';
import {
  encodeExport,
  ExportFileError,
  IMPORT_LIMITS,
  prepareImport,
  type ImportLimits,
  type PreparedImport,
} from './export-files.js';
import { writeExport, type WrittenExport } from './export-file-writer.js';

interface ExportTask {
  format: ExportFormat;
  /** The document without its parts. */
  header: Omit<AccountExportDocument, 'parts'>;
  /** Each service's part as the JSON bytes it answered. */
  parts: Record<UserDataService, Uint8Array>;
}

export type ExportFileTask =
  | { kind: 'import'; path: string; email: string; limits?: ImportLimits }
  | ({ kind: 'export' } & ExportTask)
  /** The export written to `path` (a backup), never whole in memory. */
  | ({ kind: 'export-to-file'; path: string } & ExportTask);

export interface EncodedExportBytes {
  body: Uint8Array;
  contentType: string;
  extension: string;
}

const buffersOf = (pieces: Uint8Array[]) => [...new Set(pieces.map((piece) => piece.buffer as ArrayBuffer))];
/** An ExportFileError's code travels back (the caller maps it to its own); any other (a file's ENOSPC) does not. */
const failure = (error: unknown) =>
  error instanceof ExportFileError
    ? Object.assign(new Error(error.message === error.code ? '' : error.message), { code: error.code })
    : error instanceof Error
      ? new Error(error.message)
      : error;

/**
 * Runs in a worker thread (runWorkerTask): the CPU-heavy part of import and export (inflate, JSON parse and
 * stringify, schema checks, base64 both ways), so the account service's event loop stays free for the session
 * checks every other service makes. Buffers travel back moved, not copied.
 */
export async function runTask(
  task: ExportFileTask,
): Promise<WorkerTaskResult<PreparedImport | EncodedExportBytes | WrittenExport>> {
  try {
    if (task.kind === 'import') {
      const prepared = await prepareImport(
        createReadStream(task.path, { highWaterMark: 64 * 1024 }),
        task.email,
        task.limits ?? IMPORT_LIMITS,
      );
      return { value: prepared, transfer: buffersOf(Object.values(prepared.parts).flat()) };
    }
    const parts = {} as Record<UserDataService, UserDataPart>;
    for (const service of Object.keys(task.parts) as UserDataService[]) {
      const bytes = task.parts[service];
      parts[service] = JSON.parse(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
      ) as UserDataPart;
      // Parsed: its bytes can go before the next part is read.
      Reflect.deleteProperty(task.parts, service);
    }
    if (task.kind === 'export-to-file')
      return { value: await writeExport({ ...task.header, parts }, task.format, task.path) };
    const encoded = encodeExport({ ...task.header, parts }, task.format);
    return { value: encoded, transfer: buffersOf([encoded.body]) };
  } catch (error) {
    throw failure(error);
  }
}
