import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readBody } from '../oauth-provider/loopback-server.js';
import { DRIVE_ERRORS } from './drive-errors.js';
import {
  canWrite,
  fail,
  fileAnswer,
  newFileInput,
  visible,
  type DriveAnswer,
  type DriveCaller,
  type DriveContext,
} from './drive-resource.js';
import type { NewFile } from './drive-store.js';
import { boundaryOf, parseMultipart } from './multipart.js';

/** Simple (`media`) and `multipart` uploads stop here, as Drive's do; past it only `resumable` is accepted. */
export const DRIVE_SIMPLE_UPLOAD_LIMIT = 5 * 1024 * 1024;
/** A resumable upload's chunks, but the last, are at least this (Drive asks for multiples of it). */
export const DRIVE_CHUNK_GRANULARITY = 256 * 1024;

interface UploadSession {
  caller: DriveCaller;
  /** A new file's metadata, or the id of the file whose content is replaced. */
  target: NewFile | string;
  change: Record<string, unknown>;
  contentType: string | null;
  total: number | null;
  chunks: Buffer[];
  received: number;
  fields: string | null;
  fileId: string | null;
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Drive's upload endpoints under `/upload/drive/v3/files`: `media` and `multipart` (5 MB at most: 413 past it),
 * and `resumable` (the POST answers a session URI in Location; PUTs carry Content-Range chunks, answered 308 with
 * the Range received until the last, which answers the file; `bytes * /total` asks where it stands).
 */
export class DriveUploads {
  private readonly sessions = new Map<string, UploadSession>();

  constructor(
    private readonly context: DriveContext,
    private readonly uploadBase: () => string,
  ) {}

  isSession(url: URL): boolean {
    return url.searchParams.has('upload_id');
  }

  /** POST (create) or PATCH (replace the content of `fileId`) with an uploadType. */
  async start(
    request: IncomingMessage,
    url: URL,
    caller: DriveCaller,
    fileId: string | null,
  ): Promise<DriveAnswer> {
    if (!canWrite(caller)) return fail(DRIVE_ERRORS.insufficientScopes());
    const existing = fileId ? this.context.store.files.get(fileId) : undefined;
    if (fileId && !visible(existing, caller)) return fail(DRIVE_ERRORS.notFound(fileId));
    const type = url.searchParams.get('uploadType');
    const fields = url.searchParams.get('fields');
    if (type === 'media') {
      const body = await readBody(request, DRIVE_SIMPLE_UPLOAD_LIMIT);
      if (!body) return fail(DRIVE_ERRORS.tooLarge());
      return this.finish(
        caller,
        existing?.id ?? this.newFile(caller, {}, header(request, 'content-type') ?? null),
        {},
        body,
        fields,
      );
    }
    if (type === 'multipart') {
      const boundary = boundaryOf(header(request, 'content-type'));
      if (!boundary)
        return fail(DRIVE_ERRORS.badRequest('Multipart uploads need a multipart/related content type.'));
      const body = await readBody(request, DRIVE_SIMPLE_UPLOAD_LIMIT + 1024 * 1024);
      if (!body) return fail(DRIVE_ERRORS.tooLarge());
      const parts = parseMultipart(body, boundary);
      const metadata = parts?.length === 2 ? parseJson(parts[0].body) : undefined;
      if (!parts || metadata === undefined) return fail(DRIVE_ERRORS.badRequest('Malformed multipart body.'));
      if (parts[1].body.length > DRIVE_SIMPLE_UPLOAD_LIMIT) return fail(DRIVE_ERRORS.tooLarge());
      const target = existing?.id ?? this.newFile(caller, metadata, parts[1].headers['content-type'] ?? null);
      if (typeof target !== 'string' && 'status' in target) return fail(target);
      return this.finish(
        caller,
        target,
        existing ? (metadata as Record<string, unknown>) : {},
        parts[1].body,
        fields,
      );
    }
    if (type === 'resumable') {
      const metadata = parseJson((await readBody(request, 1024 * 1024)) ?? Buffer.alloc(0));
      if (metadata === undefined) return fail(DRIVE_ERRORS.badRequest('Invalid JSON payload received.'));
      const contentType = header(request, 'x-upload-content-type') ?? null;
      const target = existing?.id ?? this.newFile(caller, metadata, contentType);
      if (typeof target !== 'string' && 'status' in target) return fail(target);
      const lengthHeader = header(request, 'x-upload-content-length');
      const total = lengthHeader === undefined ? null : Number(lengthHeader);
      if (total !== null && (!Number.isInteger(total) || total < 0))
        return fail(DRIVE_ERRORS.invalid('X-Upload-Content-Length'));
      const id = randomBytes(24).toString('base64url');
      this.sessions.set(id, {
        caller,
        target,
        change: existing ? (metadata as Record<string, unknown>) : {},
        contentType,
        total,
        chunks: [],
        received: 0,
        fields,
        fileId: null,
      });
      const path = existing ? `/drive/v3/files/${existing.id}` : '/drive/v3/files';
      return {
        status: 200,
        headers: {
          location: `${this.uploadBase()}${path}?uploadType=resumable&upload_id=${id}`,
          'x-guploader-uploadid': id,
        },
      };
    }
    return fail(DRIVE_ERRORS.invalid('uploadType'));
  }

  /** PUT to a session URI: one chunk (or a status query); no Authorization needed, the URI is the credential. */
  async chunk(request: IncomingMessage, url: URL): Promise<DriveAnswer> {
    const session = this.sessions.get(url.searchParams.get('upload_id') ?? '');
    if (!session) {
      request.resume();
      return fail(DRIVE_ERRORS.uploadNotFound());
    }
    const body = (await readBody(request)) ?? Buffer.alloc(0);
    if (session.fileId) return this.doneAnswer(session);
    const range = header(request, 'content-range');
    const status = range ? /^bytes \*\/(\d+|\*)$/.exec(range) : null;
    const span = range ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(range) : null;
    if (range && !status && !span)
      return fail(DRIVE_ERRORS.badRequest('Failed to parse Content-Range header.'));
    if (status) {
      if (status[1] !== '*') session.total = Number(status[1]);
      return session.total === session.received ? this.complete(session) : this.incomplete(session);
    }
    const [start, end] = span ? [Number(span[1]), Number(span[2])] : [0, body.length - 1];
    if (span && span[3] !== '*') session.total = Number(span[3]);
    if (!span) session.total = body.length;
    if (span && end - start + 1 !== body.length)
      return fail(
        DRIVE_ERRORS.badRequest('The Content-Range header does not match the length of the request body.'),
      );
    if (start > session.received)
      return fail(
        DRIVE_ERRORS.badRequest(
          `Invalid request.  According to the Content-Range header, the upload offset is ${start} byte(s), which exceeds already uploaded size of ${session.received} byte(s).`,
        ),
      );
    const fresh = body.subarray(session.received - start);
    const last = session.total !== null && end + 1 >= session.total;
    if (!last && body.length < DRIVE_CHUNK_GRANULARITY)
      return fail(
        DRIVE_ERRORS.badRequest(
          `Invalid request.  The number of bytes uploaded is required to be equal or greater than ${DRIVE_CHUNK_GRANULARITY}, except for the final request (it's recommended to be the exact multiple of ${DRIVE_CHUNK_GRANULARITY}).  The received request contained ${body.length} bytes, which does not meet this requirement.`,
        ),
      );
    if (session.total !== null && session.received + fresh.length > session.total)
      return fail(DRIVE_ERRORS.badRequest('The upload is longer than its declared length.'));
    session.chunks.push(fresh);
    session.received += fresh.length;
    return session.received === session.total ? this.complete(session) : this.incomplete(session);
  }

  private incomplete(session: UploadSession): DriveAnswer {
    return {
      status: 308,
      headers: session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {},
    };
  }

  private complete(session: UploadSession): DriveAnswer {
    const answer = this.finish(
      session.caller,
      session.target,
      session.change,
      Buffer.concat(session.chunks),
      session.fields,
      session.contentType,
    );
    session.chunks = [];
    session.fileId = typeof answer.body === 'object' ? ((answer.body as { id?: string }).id ?? null) : null;
    session.fileId ??= typeof session.target === 'string' ? session.target : null;
    return answer;
  }

  private doneAnswer(session: UploadSession): DriveAnswer {
    const file = this.context.store.files.get(session.fileId!);
    return file ? fileAnswer(file, this.context, session.fields) : fail(DRIVE_ERRORS.uploadNotFound());
  }

  private newFile(caller: DriveCaller, metadata: unknown, contentType: string | null) {
    return newFileInput(this.context, caller, metadata, contentType);
  }

  private finish(
    caller: DriveCaller,
    target: NewFile | string | ReturnType<typeof newFileInput>,
    change: Record<string, unknown>,
    content: Buffer,
    fields: string | null,
    contentType: string | null = null,
  ): DriveAnswer {
    if (typeof target !== 'string' && 'status' in target) return fail(target);
    const { store } = this.context;
    if (typeof target !== 'string') {
      const file = store.create(
        { ...target, mimeType: target.mimeType ?? contentType ?? undefined },
        content,
      );
      return fileAnswer(file, this.context, fields);
    }
    const file = store.files.get(target);
    if (!visible(file, caller)) return fail(DRIVE_ERRORS.notFound(target));
    if (typeof change.name === 'string') file.name = change.name;
    store.setContent(file, content);
    return fileAnswer(file, this.context, fields);
  }
}
