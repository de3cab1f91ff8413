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

export type ExportFileTask =
  | { kind: 'import'; path: string; email: string; limits?: ImportLimits }
  | {
      kind: 'export';
      format: ExportFormat;
      /** The document without its parts. */
      header: Omit<AccountExportDocument, 'parts'>;
      /** Each service's part as the JSON bytes it answered. */
      parts: Record<UserDataService, Uint8Array>;
    };

export interface EncodedExportBytes {
  body: Uint8Array;
  contentType: string;
  extension: string;
}

const buffersOf = (pieces: Uint8Array[]) => [...new Set(pieces.map((piece) => piece.buffer as ArrayBuffer))];
const failure = (error: unknown) =>
  error instanceof ExportFileError
    ? Object.assign(new Error(error.message === error.code ? '' : error.message), { code: error.code })
    : error;

/**
 * Runs in a worker thread (runWorkerTask): the CPU-heavy part of import and export (inflate, JSON parse and
 * stringify, schema checks, base64 both ways), so the account service's event loop stays free for the session
 * checks every other service makes. Buffers travel back moved, not copied.
 */
export async function runTask(
  task: ExportFileTask,
): Promise<WorkerTaskResult<PreparedImport | EncodedExportBytes>> {
  try {
    if (task.kind === 'import') {
      const prepared = await prepareImport(
        createReadStream(task.path, { highWaterMark: 64 * 1024 }),
        task.email,
        task.limits ?? IMPORT_LIMITS,
      );
      return { value: prepared, transfer: buffersOf(Object.values(prepared.parts).flat()) };
    }
    const parts = Object.fromEntries(
      Object.entries(task.parts).map(([service, bytes]) => [
        service,
        JSON.parse(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
        ) as UserDataPart,
      ]),
    ) as Record<UserDataService, UserDataPart>;
    const encoded = encodeExport({ ...task.header, parts }, task.format);
    return { value: encoded, transfer: buffersOf([encoded.body]) };
  } catch (error) {
    throw failure(error);
  }
}
