import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import {
  PatternCoverEntity,
  PatternDriveTrashEntity,
  PatternFileEntity,
  PatternSizeYardageEntity,
  PatternTagEntity,
  PatternTechniqueEntity,
} from './pattern-parts.entity.js';

/** What a pattern's own rows hold besides the pattern row. */
export interface PatternParts {
  tags: PatternTagEntity[];
  techniques: PatternTechniqueEntity[];
  sizes: PatternSizeYardageEntity[];
  files: PatternFileEntity[];
  covers: PatternCoverEntity[];
}

export interface PartsInput {
  tags: string[];
  techniques: string[];
  sizes: Array<{ size: string | null; yards: number }>;
}

const ordered = { position: 'ASC' } as const;

/**
 * A file row about to go: a copy in the owner's Drive is remembered for the drive-files job to trash (the patterns
 * service never calls the account service, which holds the Drive tokens).
 */
export async function keepDriveCopyForTrash(
  manager: EntityManager,
  file: Pick<PatternFileEntity, 'userId' | 'driveFileId'> | null,
): Promise<void> {
  if (!file?.driveFileId) return;
  await manager
    .getRepository(PatternDriveTrashEntity)
    .createQueryBuilder()
    .insert()
    .values({ userId: file.userId, driveFileId: file.driveFileId })
    .orIgnore()
    .execute();
}

/** A pattern's tags, techniques, per-size yardage and file. Callers have checked the pattern is the user's. */
@Injectable()
export class PatternPartsRepository {
  /** The parts of these patterns, each list in the user's order. */
  async partsOf(manager: EntityManager, patternIds: string[]): Promise<PatternParts> {
    if (!patternIds.length) return { tags: [], techniques: [], sizes: [], files: [], covers: [] };
    const where = { patternId: In(patternIds) };
    const reads = [
      () => manager.getRepository(PatternTagEntity).find({ where, order: ordered }),
      () => manager.getRepository(PatternTechniqueEntity).find({ where, order: ordered }),
      () => manager.getRepository(PatternSizeYardageEntity).find({ where, order: ordered }),
      () => manager.getRepository(PatternFileEntity).find({ where }),
      () => manager.getRepository(PatternCoverEntity).find({ where }),
    ] as const;
    // Inside a transaction the manager holds one connection, which runs one query at a time (pg deprecates
    // queueing them): read in turn there, in parallel from the pool otherwise.
    const [tags, techniques, sizes, files, covers] = manager.queryRunner
      ? [await reads[0](), await reads[1](), await reads[2](), await reads[3](), await reads[4]()]
      : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3](), reads[4]()]);
    return { tags, techniques, sizes, files, covers };
  }

  /** Replaces the pattern's lists with what the user wrote (in one transaction with the pattern row). */
  async replace(manager: EntityManager, userId: string, patternId: string, input: PartsInput): Promise<void> {
    const owned = { userId, patternId };
    const named = (names: string[]) => names.map((name, position) => ({ ...owned, name, position }));
    await manager.getRepository(PatternTagEntity).delete({ patternId });
    await manager.getRepository(PatternTechniqueEntity).delete({ patternId });
    await manager.getRepository(PatternSizeYardageEntity).delete({ patternId });
    if (input.tags.length) await manager.getRepository(PatternTagEntity).insert(named(input.tags));
    if (input.techniques.length) {
      await manager.getRepository(PatternTechniqueEntity).insert(named(input.techniques));
    }
    if (input.sizes.length) {
      await manager
        .getRepository(PatternSizeYardageEntity)
        .insert(input.sizes.map((row, position) => ({ ...owned, ...row, position })));
    }
  }

  fileOf(manager: EntityManager, userId: string, patternId: string): Promise<PatternFileEntity | null> {
    return manager.getRepository(PatternFileEntity).findOneBy({ userId, patternId });
  }

  /**
   * The file of a pattern with its owner and title, whoever asks: the view and download links are checked
   * against the owner (a bearer or a signature) before anything of it is served.
   */
  async servedFile(
    manager: EntityManager,
    patternId: string,
  ): Promise<{
    ownerId: string;
    title: string;
    storageKey: string | null;
    driveFileId: string | null;
    sizeBytes: number;
  } | null> {
    const row = await manager
      .getRepository(PatternFileEntity)
      .createQueryBuilder('f')
      .innerJoin('f.pattern', 'p')
      .select(['f.userId', 'f.storageKey', 'f.driveFileId', 'f.sizeBytes', 'p.title'])
      .where('f.pattern_id = :patternId AND p.user_id = f.user_id', { patternId })
      .getRawOne<{
        f_user_id: string;
        f_storage_key: string | null;
        f_drive_file_id: string | null;
        f_size_bytes: number;
        p_title: string;
      }>();
    return row
      ? {
          ownerId: row.f_user_id,
          title: row.p_title,
          storageKey: row.f_storage_key,
          driveFileId: row.f_drive_file_id,
          sizeBytes: row.f_size_bytes,
        }
      : null;
  }

  /** Makes `file` the pattern's one file; answers the storage key of the file it replaced, if any. */
  async putFile(
    manager: EntityManager,
    file: Pick<PatternFileEntity, 'userId' | 'patternId' | 'storageKey' | 'originalName' | 'sizeBytes'>,
  ): Promise<string | null> {
    const earlier = await this.fileOf(manager, file.userId, file.patternId);
    if (earlier) await manager.getRepository(PatternFileEntity).delete({ id: earlier.id });
    await keepDriveCopyForTrash(manager, earlier);
    await manager.getRepository(PatternFileEntity).insert({ ...file, mimeType: 'application/pdf' });
    return earlier?.storageKey ?? null;
  }

  /** Removes the pattern's file row; answers it (its storage key is null when its bytes are in Drive). */
  async deleteFile(
    manager: EntityManager,
    userId: string,
    patternId: string,
  ): Promise<PatternFileEntity | null> {
    const file = await this.fileOf(manager, userId, patternId);
    if (!file) return null;
    await manager.getRepository(PatternFileEntity).delete({ id: file.id });
    await keepDriveCopyForTrash(manager, file);
    return file;
  }
}
