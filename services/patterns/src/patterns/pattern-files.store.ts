import { Inject, Injectable, Logger } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import type { Readable } from 'node:stream';

/** The pattern PDFs in the platform's file storage (DECISIONS 19); rows say whose each key is. */
@Injectable()
export class PatternFilesStore {
  private readonly logger = new Logger(PatternFilesStore.name);

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  put(key: string, data: Buffer): Promise<void> {
    return this.files.put(key, data);
  }

  read(key: string): Promise<Readable | null> {
    return this.files.read(key);
  }

  /** The whole file (for the PDF reader, which needs every byte at once). */
  async readAll(key: string): Promise<Buffer | null> {
    const stream = await this.files.read(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** A file that cannot be removed is logged, never an error for the user: its row is already gone. */
  async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.files.delete(key);
        } catch (error) {
          this.logger.warn(
            `could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
  }
}
