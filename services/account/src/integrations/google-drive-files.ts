import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openChunks, type ChunkSource, type DriveUploadFile } from './drive-upload-source.js';

/** Drive v3's folder type. */
export const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';
/** Resumable chunks (but the last) must be multiples of 256 KiB; 8 MiB is Google's own clients' default. */
export const DRIVE_CHUNK_BYTES = 8 * 1024 * 1024;
const GRANULARITY = 256 * 1024;

export interface DriveFileInfo {
  id: string;
  name: string;
  size: number | null;
  createdTime: string | null;
}

/** Drive answered something other than success (`status` 0: not reached at all). */
export class DriveRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DriveRequestError';
  }
}

export interface GoogleDriveFilesOptions {
  /** `GOOGLE_API_URL` (www.googleapis.com, or the local stand-in): `/drive/v3` and `/upload/drive/v3` under it. */
  apiUrl: string;
  /** One request's limit (a chunk, a list, the start of a download). */
  timeoutMs: number;
  chunkBytes?: number;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Google Drive v3 files with a user's access token (scope drive.file: only what this app created is visible):
 * an app folder by name, resumable uploads in chunks (simple and multipart uploads stop at 5 MB), list, download
 * as a stream, trash. It knows nothing of backups, so the pattern PDFs' Drive storage can use it as it is.
 */
export class GoogleDriveFiles {
  private readonly base: string;
  private readonly chunkBytes: number;

  constructor(private readonly options: GoogleDriveFilesOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    const chunk = options.chunkBytes ?? DRIVE_CHUNK_BYTES;
    if (chunk < GRANULARITY || chunk % GRANULARITY) throw new Error('chunkBytes: a multiple of 256 KiB');
    this.chunkBytes = chunk;
  }

  /** The id of the app's folder `name`, made at the Drive's root when missing. */
  async folder(token: string, name: string): Promise<string> {
    // drive.file sees only what this app made, so a folder of that name is the app's (wherever the user moved it).
    const q = `name = ${quote(name)} and mimeType = '${DRIVE_FOLDER_MIME}' and trashed = false`;
    const [found] = await this.list(token, q);
    if (found) return found.id;
    const made = await this.json<{ id: string }>(token, 'POST', '/drive/v3/files?fields=id', {
      name,
      mimeType: DRIVE_FOLDER_MIME,
      parents: ['root'],
    });
    return made.id;
  }

  /** The files matching `q` (Drive's query language), oldest first, every page. */
  async list(token: string, q: string): Promise<DriveFileInfo[]> {
    const files: DriveFileInfo[] = [];
    let pageToken: string | undefined;
    do {
      const params = new URLSearchParams({
        q,
        fields: 'nextPageToken,files(id,name,size,createdTime)',
        orderBy: 'createdTime',
        pageSize: '1000',
        ...(pageToken ? { pageToken } : {}),
      });
      const page = await this.json<{
        nextPageToken?: string;
        files?: Array<{ id: string; name: string; size?: string; createdTime?: string }>;
      }>(token, 'GET', `/drive/v3/files?${params.toString()}`);
      for (const file of page.files ?? [])
        files.push({
          id: file.id,
          name: file.name,
          size: file.size === undefined ? null : Number(file.size),
          createdTime: file.createdTime ?? null,
        });
      pageToken = page.nextPageToken;
    } while (pageToken);
    return files;
  }

  /**
   * A new file in `parentId`, uploaded with the resumable protocol: the session is opened with the metadata, then
   * the bytes go in chunks; a chunk Drive took only in part (308 with a shorter Range) resumes where it stopped.
   * `content` is the bytes, or a file on disk read one chunk at a time (never whole in memory).
   */
  async upload(
    token: string,
    file: { name: string; mimeType: string; parentId: string; content: Buffer | DriveUploadFile },
  ): Promise<DriveFileInfo> {
    const source = await openChunks(file.content, this.chunkBytes);
    try {
      return await this.resumable(token, file, source);
    } finally {
      await source.close();
    }
  }

  private async resumable(
    token: string,
    file: { name: string; mimeType: string; parentId: string },
    source: ChunkSource,
  ): Promise<DriveFileInfo> {
    const total = source.size;
    const start = await this.send(
      token,
      'POST',
      `/upload/drive/v3/files?uploadType=resumable&fields=id,name,size,createdTime`,
      {
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-type': file.mimeType,
          'x-upload-content-length': String(total),
        },
        body: JSON.stringify({ name: file.name, mimeType: file.mimeType, parents: [file.parentId] }),
      },
    );
    await start.arrayBuffer();
    const session = start.headers.get('location');
    if (!session) throw new DriveRequestError(start.status, 'Drive opened no upload session');
    let offset = 0;
    for (;;) {
      const end = Math.min(offset + this.chunkBytes, total);
      const response = await this.fetch(session, {
        method: 'PUT',
        headers: {
          'content-range': total === 0 ? 'bytes */0' : `bytes ${offset}-${end - 1}/${total}`,
        },
        body: await source.read(offset, end - offset),
      });
      if (response.status === 200 || response.status === 201) return toInfo(await response.json());
      if (response.status !== 308) throw await failure(response);
      await response.arrayBuffer();
      const range = /^bytes=0-(\d+)$/.exec(response.headers.get('range') ?? '');
      offset = range ? Number(range[1]) + 1 : 0;
    }
  }

  /** The file's bytes as a stream; null when Drive no longer has it (deleted or trashed there, 404). */
  async download(token: string, fileId: string): Promise<Readable | null> {
    const response = await this.send(
      token,
      'GET',
      `/drive/v3/files/${encodeURIComponent(fileId)}?alt=media`,
      {
        allow404: true,
      },
    );
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  /** Moves the file to the Drive's trash (the user can still take it back there); a file already gone is fine. */
  async trash(token: string, fileId: string): Promise<void> {
    const response = await this.send(
      token,
      'PATCH',
      `/drive/v3/files/${encodeURIComponent(fileId)}?fields=id`,
      {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trashed: true }),
        allow404: true,
      },
    );
    await response.arrayBuffer();
  }

  private async json<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(token, method, path, {
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  private async send(
    token: string,
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string | Buffer; allow404?: boolean } = {},
  ): Promise<Response> {
    const response = await this.fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
      body: init.body,
    });
    if (response.ok || (init.allow404 && response.status === 404)) return response;
    throw await failure(response);
  }

  private async fetch(url: string, init: RequestInit & { body?: string | Buffer }): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        body:
          typeof init.body === 'string' || init.body === undefined
            ? init.body
            : new Uint8Array(init.body.buffer as ArrayBuffer, init.body.byteOffset, init.body.byteLength),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        // Never followed (a resumable chunk's 308 is an answer, not a redirect).
        redirect: 'manual',
      });
    } catch (error) {
      throw new DriveRequestError(0, `Drive could not be reached: ${(error as Error).message}`);
    }
  }
}

function toInfo(file: unknown): DriveFileInfo {
  const value = file as { id: string; name: string; size?: string; createdTime?: string };
  return {
    id: value.id,
    name: value.name,
    size: value.size === undefined ? null : Number(value.size),
    createdTime: value.createdTime ?? null,
  };
}

async function failure(response: Response): Promise<DriveRequestError> {
  const text = await response.text().catch(() => '');
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
  } catch {
    // not JSON: the text
  }
  return new DriveRequestError(response.status, `Drive answered ${response.status}: ${message}`);
}
