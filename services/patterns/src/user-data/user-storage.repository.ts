import { Injectable } from '@nestjs/common';
import type { UserStorageUsage } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { PatternEntity } from '../patterns/pattern.entity.js';
import { PatternFileEntity } from '../patterns/pattern-parts.entity.js';

/**
 * What one user keeps in the patterns' file storage (their pattern PDFs, not those moved to their Google Drive), and
 * how many patterns they have.
 */
@Injectable()
export class UserStorageRepository {
  constructor(private readonly dataSource: DataSource) {}

  async usage(userId: string): Promise<UserStorageUsage> {
    const [files, patterns] = await Promise.all([
      this.dataSource
        .getRepository(PatternFileEntity)
        .createQueryBuilder('file')
        .select('COALESCE(SUM(file.size_bytes), 0)', 'bytes')
        .addSelect('COUNT(*)', 'files')
        .where('file.user_id = :userId', { userId })
        // A PDF held in the user's Google Drive takes none of the platform's storage.
        .andWhere('file.storage_key IS NOT NULL')
        .getRawOne<{ bytes: string; files: string }>(),
      this.dataSource.getRepository(PatternEntity).countBy({ userId }),
    ]);
    return {
      bytes: Number(files?.bytes ?? 0),
      files: Number(files?.files ?? 0),
      photo_count: 0,
      pattern_count: patterns,
    };
  }
}
