import { Injectable } from '@nestjs/common';
import { DataSource, LessThan, type Repository } from 'typeorm';
import { PdfUploadEntity } from './pdf-upload.entity.js';

export type NewUpload = Pick<PdfUploadEntity, 'id' | 'userId' | 'storageKey' | 'fileName' | 'sizeBytes'>;
export type UploadChanges = Partial<
  Pick<
    PdfUploadEntity,
    | 'pages'
    | 'pagesRead'
    | 'status'
    | 'textSource'
    | 'ocrPages'
    | 'ocrPagesDone'
    | 'ocrPercent'
    | 'error'
    | 'result'
    | 'patternId'
  >
>;

/** The PDF processor's uploads, always of one user (`userId` in every query but the retention sweep). */
@Injectable()
export class PdfUploadsRepository {
  private readonly rows: Repository<PdfUploadEntity>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(PdfUploadEntity);
  }

  async insert(upload: NewUpload): Promise<PdfUploadEntity> {
    await this.rows.insert({ ...upload, status: 'processing' });
    return this.rows.findOneByOrFail({ id: upload.id, userId: upload.userId });
  }

  find(userId: string, id: string): Promise<PdfUploadEntity | null> {
    return this.rows.findOneBy({ id, userId });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.rows.delete({ id, userId });
  }

  async update(userId: string, id: string, changes: UploadChanges): Promise<void> {
    // updated_at moves with every change: a running OCR's heartbeat.
    await this.rows.update({ id, userId }, { ...changes, updatedAt: new Date() });
  }

  /** Bytes of the user's uploads: what they keep here, counted against their storage_limit. */
  async usedBytes(userId: string): Promise<number> {
    return (await this.usage(userId)).bytes;
  }

  /** The user's bytes and files, for the account's storage figures. */
  async usage(userId: string): Promise<{ bytes: number; files: number }> {
    const row = await this.rows
      .createQueryBuilder('upload')
      .select('COALESCE(SUM(upload.size_bytes), 0)', 'bytes')
      .addSelect('COUNT(*)', 'files')
      .where('upload.user_id = :userId', { userId })
      .getRawOne<{ bytes: string; files: string }>();
    return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
  }

  /** Removes uploads made before `before` (at most `limit` a sweep) and gives their files' keys. */
  async removeOlderThan(before: Date, limit: number): Promise<string[]> {
    const old = await this.rows.find({
      where: { createdAt: LessThan(before) },
      select: { id: true, storageKey: true },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    if (old.length) await this.rows.delete(old.map((row) => row.id));
    return old.map((row) => row.storageKey);
  }
}
