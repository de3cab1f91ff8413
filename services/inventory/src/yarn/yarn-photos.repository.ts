import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { YarnPhotoEntity } from './yarn-photo.entity.js';

export type NewPhoto = Pick<
  YarnPhotoEntity,
  'id' | 'userId' | 'yarnItemId' | 'storageKey' | 'mimeType' | 'sizeBytes' | 'alt'
>;

/** Photo rows of stash entries, cover first. Owned rows are matched on user_id as well as id. */
@Injectable()
export class YarnPhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The photos of these entries, each entry's cover first, then oldest first. */
  photosOf(manager: EntityManager, yarnIds: string[]): Promise<YarnPhotoEntity[]> {
    if (!yarnIds.length) return Promise.resolve([]);
    return manager.getRepository(YarnPhotoEntity).find({
      where: { yarnItemId: In(yarnIds) },
      order: { isCover: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Inserts the photo; it is the cover when the entry has none yet (the caller holds the entry's row lock). */
  async insert(manager: EntityManager, photo: NewPhoto): Promise<YarnPhotoEntity> {
    const photos = manager.getRepository(YarnPhotoEntity);
    const hasCover = await photos.existsBy({ yarnItemId: photo.yarnItemId, isCover: true });
    return photos.save(photos.create({ ...photo, isCover: !hasCover }));
  }

  /**
   * Inserts the copy of a provider's photo in place of the entry's earlier copy (answered, to remove its file):
   * the cover when the earlier copy was, or when the entry has none; a photo the user uploaded is never touched.
   * The caller holds the entry's row lock.
   */
  async replaceCopy(
    manager: EntityManager,
    photo: NewPhoto & { externalKey: string },
  ): Promise<{ inserted: YarnPhotoEntity; replaced: YarnPhotoEntity | null }> {
    const photos = manager.getRepository(YarnPhotoEntity);
    const where = { yarnItemId: photo.yarnItemId, userId: photo.userId };
    const replaced = await photos.findOneBy({ ...where, externalKey: Not(IsNull()) });
    if (replaced) await photos.delete({ id: replaced.id });
    const hasCover = await photos.existsBy({ ...where, isCover: true });
    const inserted = await photos.save(photos.create({ ...photo, isCover: !hasCover }));
    return { inserted, replaced };
  }

  /** Bytes of all the user's photos: what counts against their storage_limit. */
  async usedBytes(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const row = await manager
      .getRepository(YarnPhotoEntity)
      .createQueryBuilder('photo')
      .select('COALESCE(SUM(photo.size_bytes), 0)', 'used')
      .where('photo.user_id = :userId', { userId })
      .getRawOne<{ used: string }>();
    return Number(row?.used ?? 0);
  }

  find(userId: string, yarnId: string, photoId: string): Promise<YarnPhotoEntity | null> {
    return this.dataSource
      .getRepository(YarnPhotoEntity)
      .findOneBy({ id: photoId, yarnItemId: yarnId, userId });
  }

  /** Deletes the photo; when it was the cover, the oldest photo left becomes the cover. Returns it, or null. */
  async delete(
    manager: EntityManager,
    userId: string,
    yarnId: string,
    photoId: string,
  ): Promise<YarnPhotoEntity | null> {
    const photos = manager.getRepository(YarnPhotoEntity);
    const photo = await photos.findOneBy({ id: photoId, yarnItemId: yarnId, userId });
    if (!photo) return null;
    await photos.delete({ id: photo.id });
    if (photo.isCover) {
      const next = await photos.findOne({
        where: { yarnItemId: yarnId },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      if (next) await photos.update({ id: next.id }, { isCover: true });
    }
    return photo;
  }

  /** Makes the photo its entry's one cover; false when the user has no such photo. */
  async setCover(manager: EntityManager, userId: string, yarnId: string, photoId: string): Promise<boolean> {
    const photos = manager.getRepository(YarnPhotoEntity);
    if (!(await photos.existsBy({ id: photoId, yarnItemId: yarnId, userId }))) return false;
    // Cleared first: the partial unique index allows one cover per entry at any moment.
    await photos.update({ yarnItemId: yarnId, isCover: true }, { isCover: false });
    await photos.update({ id: photoId }, { isCover: true });
    return true;
  }
}
