import { Injectable } from '@nestjs/common';
import type { UserStorageUsage } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { YarnPhotoEntity } from '../yarn/yarn-photo.entity.js';

/** What one user keeps in the inventory's file storage: the photos of their stash entries. */
@Injectable()
export class UserStorageRepository {
  constructor(private readonly dataSource: DataSource) {}

  async usage(userId: string): Promise<UserStorageUsage> {
    const row = await this.dataSource
      .getRepository(YarnPhotoEntity)
      .createQueryBuilder('photo')
      .select('COALESCE(SUM(photo.size_bytes), 0)', 'bytes')
      .addSelect('COUNT(*)', 'files')
      .where('photo.user_id = :userId', { userId })
      .getRawOne<{ bytes: string; files: string }>();
    const files = Number(row?.files ?? 0);
    return { bytes: Number(row?.bytes ?? 0), files, photo_count: files, pattern_count: 0 };
  }
}
