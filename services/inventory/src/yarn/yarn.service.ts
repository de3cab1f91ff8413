import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PHOTO_MAX_BYTES,
  type Brand,
  type LowStockItem,
  type RecordUsage,
  type ShoppingListItem,
  type YarnItem,
  type YarnLine,
  type YarnListQuery,
  type YarnListResponse,
  type YarnPhoto,
  type YarnWrite,
} from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  PG_ERROR,
  TransactionRunner,
  isPostgresError,
  type FileStorage,
} from '@yarn-mgmt/nest-kit';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ActivityRepository } from '../activity/activity.repository.js';
import type { Db } from '../database/db.js';
import { ShoppingListService } from '../shopping-list/shopping-list.service.js';
import { PHOTO_EXTENSIONS, sniffPhotoType } from './photo-type.js';
import { applyUsage, usageDescription } from './usage.js';
import { YarnError } from './yarn.errors.js';
import {
  toLowStockItem,
  toYarnItem,
  toYarnLine,
  toYarnPhoto,
  yarnLabel,
  type YarnRow,
} from './yarn.mapper.js';
import { YarnRepository, type StockTotals } from './yarn.repository.js';

export interface UploadedPhoto {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** Yardage from skeins and the line's yardage per skein (0 when the line does not say). */
export function stockTotals(
  input: Pick<YarnWrite, 'skeins_total' | 'skeins_remaining'>,
  perSkein: number | null,
): StockTotals {
  const yards = (skeins: number) => Math.round(skeins * (perSkein ?? 0) * 100) / 100;
  return { total_yardage: yards(input.skeins_total), remaining_yardage: yards(input.skeins_remaining) };
}

@Injectable()
export class YarnService {
  private readonly logger = new Logger(YarnService.name);

  constructor(
    private readonly yarn: YarnRepository,
    private readonly transactions: TransactionRunner,
    private readonly activity: ActivityRepository,
    private readonly shoppingList: ShoppingListService,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async list(userId: string, query: YarnListQuery): Promise<YarnListResponse> {
    const { rows, total } = await this.yarn.list(userId, query);
    return { yarn: await this.withPhotos(rows), total };
  }

  brands(): Promise<Brand[]> {
    return this.yarn.findBrands();
  }

  async lines(brandName: string | undefined): Promise<YarnLine[]> {
    if (!brandName) return [];
    return (await this.yarn.findLinesOfBrand(brandName)).map(toYarnLine);
  }

  async lowStock(userId: string, limit: number): Promise<LowStockItem[]> {
    return (await this.yarn.lowStock(userId, limit)).map(toLowStockItem);
  }

  async get(userId: string, id: string): Promise<YarnItem> {
    return this.load(this.transactions.manager, userId, id);
  }

  create(userId: string, input: YarnWrite): Promise<YarnItem> {
    return this.transactions.run(async (db) => {
      const lineId = await this.resolveLine(db, userId, input);
      const id = await this.yarn.insertItem(
        db,
        userId,
        lineId.id,
        input,
        stockTotals(input, lineId.perSkein),
      );
      const item = await this.load(db, userId, id);
      await this.activity.record(db, userId, `Added ${labelOf(item)}`);
      return item;
    });
  }

  update(userId: string, id: string, input: YarnWrite): Promise<YarnItem> {
    return this.transactions.run(async (db) => {
      if (!(await this.yarn.findItem(db, userId, id, true))) throw YarnError.notFound();
      const line = await this.resolveLine(db, userId, input);
      await this.yarn.updateItem(db, userId, id, line.id, input, stockTotals(input, line.perSkein));
      const item = await this.load(db, userId, id);
      await this.activity.record(db, userId, `Edited ${labelOf(item)}`);
      return item;
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    const keys = await this.transactions.run(async (db) => {
      const row = await this.yarn.findItem(db, userId, id, true);
      if (!row) throw YarnError.notFound();
      const removed = await this.yarn.deleteItem(db, userId, id);
      await this.activity.record(db, userId, `Deleted ${yarnLabel(row)}`);
      return removed ?? [];
    });
    await Promise.all(keys.map((key) => this.removeFile(key)));
  }

  async toggleFavorite(userId: string, id: string): Promise<{ id: string; is_favorite: boolean }> {
    const isFavorite = await this.yarn.toggleFavorite(userId, id);
    if (isFavorite === null) throw YarnError.notFound();
    return { id, is_favorite: isFavorite };
  }

  /** Record Usage: one transaction holding the row lock, so concurrent uses never take more than remains. */
  recordUsage(userId: string, id: string, usage: RecordUsage): Promise<YarnItem> {
    return this.transactions.run(async (db) => {
      const row = await this.yarn.findItem(db, userId, id, true);
      if (!row) throw YarnError.notFound();
      const outcome = applyUsage(
        {
          skeins_remaining: Number(row.skeins_remaining),
          remaining_yardage: Number(row.remaining_yardage),
          yardage_per_skein: row.yardage_per_skein,
        },
        usage,
      );
      await this.yarn.setStock(db, id, outcome.skeins_remaining, outcome.remaining_yardage);
      await this.yarn.insertUsage(db, userId, id, outcome.skeins, outcome.yardage);
      await this.activity.record(db, userId, usageDescription(usage, yarnLabel(row)));
      return this.load(db, userId, id);
    });
  }

  async addToShoppingList(userId: string, id: string): Promise<{ item: ShoppingListItem; created: boolean }> {
    const row = await this.yarn.findItem(this.transactions.manager, userId, id);
    if (!row) throw YarnError.notFound();
    return this.shoppingList.addYarn(userId, id, yarnLabel(row));
  }

  async addPhoto(userId: string, id: string, file: UploadedPhoto | undefined): Promise<YarnPhoto> {
    if (!file) throw YarnError.of('PHOTO_MISSING');
    if (file.size > PHOTO_MAX_BYTES) throw YarnError.of('PHOTO_TOO_LARGE');
    const mimeType = sniffPhotoType(file.buffer);
    if (!mimeType) throw YarnError.of('PHOTO_TYPE');
    const row = await this.yarn.findItem(this.transactions.manager, userId, id);
    if (!row) throw YarnError.notFound();
    const photoId = randomUUID();
    const storageKey = `${userId}/${id}/${photoId}.${PHOTO_EXTENSIONS[mimeType]}`;
    await this.files.put(storageKey, file.buffer);
    try {
      const photo = await this.yarn.insertPhoto({
        id: photoId,
        userId,
        yarnId: id,
        storageKey,
        mimeType,
        sizeBytes: file.size,
        alt: yarnLabel(row),
      });
      const photos = await this.yarn.photosOf(this.transactions.manager, [id]);
      return toYarnPhoto(photo, photos[0]?.id === photo.id);
    } catch (error) {
      // The entry was deleted meanwhile: no row, so no file either.
      await this.removeFile(storageKey);
      if (isPostgresError(error, PG_ERROR.foreignKeyViolation)) throw YarnError.notFound();
      throw error;
    }
  }

  async readPhoto(
    userId: string,
    id: string,
    photoId: string,
  ): Promise<{ stream: Readable; mimeType: string; size: number }> {
    const photo = await this.yarn.findPhoto(userId, id, photoId);
    const stream = photo ? await this.files.read(photo.storage_key) : null;
    if (!photo || !stream) throw YarnError.of('PHOTO_NOT_FOUND');
    return { stream, mimeType: photo.mime_type, size: photo.size_bytes };
  }

  async deletePhoto(userId: string, id: string, photoId: string): Promise<void> {
    const key = await this.yarn.deletePhoto(userId, id, photoId);
    if (!key) throw YarnError.of('PHOTO_NOT_FOUND');
    await this.removeFile(key);
  }

  private async resolveLine(db: Db, userId: string, input: YarnWrite) {
    const brandId = await this.yarn.upsertBrand(db, input.brand_name, userId);
    const line = await this.yarn.upsertLine(db, brandId, input, userId);
    return { id: line.line_id, perSkein: line.yardage_per_skein };
  }

  private async load(db: Db, userId: string, id: string): Promise<YarnItem> {
    const row = await this.yarn.findItem(db, userId, id);
    if (!row) throw YarnError.notFound();
    return toYarnItem(row, await this.yarn.photosOf(db, [row.id]));
  }

  private async withPhotos(rows: YarnRow[]): Promise<YarnItem[]> {
    const photos = await this.yarn.photosOf(
      this.transactions.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toYarnItem(
        row,
        photos.filter((photo) => photo.yarn_item_id === row.id),
      ),
    );
  }

  private async removeFile(key: string): Promise<void> {
    try {
      await this.files.delete(key);
    } catch (error) {
      this.logger.warn(`could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const labelOf = (item: YarnItem) =>
  yarnLabel({
    brand_name: item.yarn_line.brand.name,
    line_name: item.yarn_line.name,
    colorway: item.colorway,
  });
