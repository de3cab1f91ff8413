import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type FileStorage, type StoredFile } from './file-storage.js';
import { ByteCount, keySegments } from './stored-bytes.js';

/**
 * S3's smallest multipart part. One part is filled while the one before is sent (queue of one), so a stream of any
 * length holds about two parts in memory, never the whole file.
 */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, s3rver), shared by every replica of a service. Each service
 * keeps its files under its own prefix (`<service>/<key>`), so one bucket serves them all. Keys are checked as the
 * disk driver checks them.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** `inventory` keeps `u/i/p.png` at `inventory/u/i/p.png`. */
    private readonly prefix: string,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ ...this.object(key), Body: data, ContentLength: data.length }),
    );
  }

  /**
   * A multipart upload fed from `source`. Past `maxBytes` the upload's body is failed, so the SDK aborts it (its
   * parts are dropped and no object appears), and the rest of the source is drained.
   */
  async putStream(key: string, source: Readable, options: { maxBytes: number }): Promise<StoredFile> {
    const target = this.object(key);
    const count = new ByteCount(options.maxBytes);
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { ...target, Body: body },
      queueSize: 1,
      partSize: PART_BYTES,
    });
    const uploaded = upload.done().then(
      () => null,
      (error: unknown) => {
        // A failed upload stops reading: drop what is left rather than wait for it forever.
        body.destroy();
        return error;
      },
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (body.destroyed) return done();
        if (!count.add(chunk)) {
          body.destroy(new FileTooLargeError(options.maxBytes));
          return done();
        }
        if (body.write(chunk)) return done();
        const go = () => {
          body.off('drain', go).off('close', go);
          done();
        };
        body.on('drain', go).on('close', go);
      },
      final(done) {
        body.end();
        done();
      },
    });
    const fed = pipeline(source, sink).then(
      () => null,
      (error: unknown) => {
        body.destroy(error as Error);
        return error;
      },
    );
    const [feedError, uploadError] = await Promise.all([fed, uploaded]);
    if (count.overflow) throw new FileTooLargeError(options.maxBytes);
    if (feedError ?? uploadError) throw feedError ?? uploadError;
    return { size: count.size, head: count.head };
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.object(key)));
      // In Node the SDK's body is the response stream itself (an IncomingMessage).
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.object(key)));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Streams the object to a private temporary folder, removed (with the file) when `use` settles. */
  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null> {
    const stream = await this.read(key);
    if (!stream) return null;
    const dir = await mkdtemp(path.join(tmpdir(), 's3-copy-'));
    try {
      const file = path.join(dir, keySegments(key).at(-1)!);
      await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
      return await use(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private object(key: string) {
    return { Bucket: this.bucket, Key: [this.prefix, ...keySegments(key)].join('/') };
  }
}
