import { Injectable } from '@nestjs/common';
import type { PatternDriveFile } from '@yarn-mgmt/contracts';
import { In, type EntityManager } from 'typeorm';
import { PatternDriveTrashEntity, PatternFileEntity } from '../patterns/pattern-parts.entity.js';

/** The user's file rows as the drive-files job sees them; every query is matched on user_id. */
@Injectable()
export class PatternDriveFilesRepository {
  async list(manager: EntityManager, userId: string): Promise<PatternDriveFile[]> {
    const rows = await manager
      .getRepository(PatternFileEntity)
      .createQueryBuilder('f')
      .innerJoin('f.pattern', 'p')
      .select(['f.id', 'f.patternId', 'f.originalName', 'f.sizeBytes', 'f.driveFileId', 'p.title'])
      .where('f.user_id = :userId AND p.user_id = f.user_id', { userId })
      .orderBy('f.uploaded_at', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .getRawMany<{
        f_id: string;
        f_pattern_id: string;
        f_original_name: string;
        f_size_bytes: number;
        f_drive_file_id: string | null;
        p_title: string;
      }>();
    return rows.map((row) => ({
      pattern_id: row.f_pattern_id,
      file_id: row.f_id,
      name: row.f_original_name,
      size: row.f_size_bytes,
      title: row.p_title,
      drive_file_id: row.f_drive_file_id,
    }));
  }

  fileOf(manager: EntityManager, userId: string, patternId: string): Promise<PatternFileEntity | null> {
    return manager.getRepository(PatternFileEntity).findOneBy({ userId, patternId });
  }

  /** The pattern's file row, locked until the transaction ends (an upload replacing it waits). */
  lockedFile(manager: EntityManager, userId: string, patternId: string): Promise<PatternFileEntity | null> {
    return manager
      .getRepository(PatternFileEntity)
      .createQueryBuilder('f')
      .setLock('pessimistic_write')
      .where('f.user_id = :userId AND f.pattern_id = :patternId', { userId, patternId })
      .getOne();
  }

  async setLocation(
    manager: EntityManager,
    id: string,
    location: { storageKey: string; driveFileId: null } | { storageKey: null; driveFileId: string },
  ): Promise<void> {
    await manager.getRepository(PatternFileEntity).update({ id }, location);
  }

  async trash(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await manager
      .getRepository(PatternDriveTrashEntity)
      .find({ where: { userId }, order: { createdAt: 'ASC' }, take: 500 });
    return rows.map((row) => row.driveFileId);
  }

  async forget(manager: EntityManager, userId: string, driveFileIds: string[]): Promise<void> {
    if (driveFileIds.length)
      await manager.getRepository(PatternDriveTrashEntity).delete({ userId, driveFileId: In(driveFileIds) });
  }
}
