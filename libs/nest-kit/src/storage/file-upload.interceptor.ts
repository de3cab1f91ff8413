import {
  BadRequestException,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { FileTooLargeError, type FileStorage } from './file-storage.js';
import { streamedUploadInterceptor, type IncomingFile } from './streamed-upload.js';

/** A file in storage whose type is not checked yet. */
export interface KeptUpload {
  /** `<user id>/<name>` */
  storageKey: string;
  /** What `fileName` gave. */
  name: string;
  size: number;
  /** Its first bytes, to tell its type by. */
  head: Buffer;
  /** What the client said of it (content type, file name): its word only. */
  file: IncomingFile;
}

/** The feature's own error for each refusal: its codes and texts. */
export interface UploadRefusals {
  /** Past `maxBytes`: multer's 413, or the storage's limit. */
  tooLarge: () => Error;
  /** Not a type the feature takes, by its first bytes (or by its declared type, with `declaredType`). */
  wrongType: () => Error;
  /**
   * A form the upload cannot read (multer's 400: another file field, a broken form) or an empty file. Without
   * it, multer's 400 is answered as it is and an empty file is `wrongType`.
   */
  missing?: () => Error;
}

export interface FileUploadRules<T> {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** Largest text field (default multer's 1 MB). */
  fieldSize?: number;
  /**
   * The file's name in the user's folder (default a random UUID). The route's ids are not checked yet here (pipes
   * run after interceptors): keep them out of it.
   */
  fileName?: () => string;
  /** Checks the client's declared content type before a byte is stored (default: any). */
  declaredType?: (mimetype: string) => boolean;
  /** A storage quota: the bytes the user may still keep, and the error for a file that does not fit them. */
  quota?: { bytesLeft: (user: AuthUser) => Promise<number>; full: () => Error };
  /** What the handler's `@UploadedFile()` gets for a kept file of the right type by its bytes; null refuses it. */
  accept: (kept: KeptUpload) => T | null | Promise<T | null>;
  refuse: UploadRefusals;
}

/**
 * The head of every file upload: the file streams from the form straight to storage (never whole in memory),
 * cut at `maxBytes` or at what the quota leaves, then is kept only if `accept` takes its first bytes. A refused
 * file is removed; every refusal is the feature's own error. A feature's interceptor is a declaration:
 *
 * ```ts
 * @Injectable()
 * export class CoverUploadInterceptor extends FileUploadInterceptor<StoredCover> {
 *   constructor(@Inject(FILE_STORAGE) files: FileStorage) {
 *     super(files, { field: 'cover', maxBytes: COVER_MAX_BYTES, accept: ..., refuse: { tooLarge: ..., ... } });
 *   }
 * }
 * ```
 */
export abstract class FileUploadInterceptor<T extends { storageKey: string }> implements NestInterceptor {
  private readonly multer: NestInterceptor;
  /** The errors this upload made itself: they go out as they are, never mapped again. */
  private readonly refusals = new WeakSet<object>();

  protected constructor(
    private readonly files: FileStorage,
    private readonly rules: FileUploadRules<T>,
  ) {
    this.multer = streamedUploadInterceptor({
      field: rules.field,
      maxBytes: rules.maxBytes,
      ...(rules.fieldSize ? { fieldSize: rules.fieldSize } : {}),
      files,
      store: (request, file) => this.store(request, file),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (this.refusals.has(error as object)) throw error;
      const { refuse } = this.rules;
      if (error instanceof PayloadTooLargeException) throw refuse.tooLarge();
      if (error instanceof BadRequestException && refuse.missing) throw refuse.missing();
      throw error;
    }
  }

  private refusal(make: () => Error): Error {
    const error = make();
    this.refusals.add(error);
    return error;
  }

  private async store(request: Request, file: IncomingFile): Promise<T> {
    const { rules, files } = this;
    const { refuse, quota } = rules;
    if (rules.declaredType && !rules.declaredType(file.mimetype)) {
      file.stream.resume();
      throw this.refusal(refuse.wrongType);
    }
    const user = (request as Request & { user: AuthUser }).user;
    const maxBytes = quota ? Math.min(rules.maxBytes, await quota.bytesLeft(user)) : rules.maxBytes;
    const name = rules.fileName?.() ?? randomUUID();
    const storageKey = `${user.id}/${name}`;
    let stored;
    try {
      stored = await files.putStream(storageKey, file.stream, { maxBytes: Math.max(maxBytes, 0) });
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      throw this.refusal(quota && maxBytes < rules.maxBytes ? quota.full : refuse.tooLarge);
    }
    const accepted = await rules.accept({ storageKey, name, size: stored.size, head: stored.head, file });
    if (accepted) return accepted;
    await files.delete(storageKey);
    throw this.refusal(stored.size ? refuse.wrongType : (refuse.missing ?? refuse.wrongType));
  }
}
