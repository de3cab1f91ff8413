import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PatternCoverEntity, PatternFileEntity } from '../patterns/pattern-parts.entity.js';

export type NewCover = Pick<
  PatternCoverEntity,
  'userId' | 'patternId' | 'storageKey' | 'mimeType' | 'sizeBytes' | 'source'
>;

/** Pattern cover rows; owned rows are matched on user_id as well as the pattern. */
@Injectable()
export class PatternCoversRepository {
  coverOf(manager: EntityManager, userId: string, patternId: string): Promise<PatternCoverEntity | null> {
    return manager.getRepository(PatternCoverEntity).findOneBy({ userId, patternId });
  }

  /** The storage key of the pattern's PDF now (a cover made from an earlier one is stale). */
  async pdfKeyOf(manager: EntityManager, userId: string, patternId: string): Promise<string | null> {
    const file = await manager.getRepository(PatternFileEntity).findOneBy({ userId, patternId });
    return file?.storageKey ?? null;
  }

  /** Makes `cover` the pattern's one cover; answers the storage key of the one it replaced, if any. */
  async put(manager: EntityManager, cover: NewCover): Promise<string | null> {
    const earlier = await this.coverOf(manager, cover.userId, cover.patternId);
    if (earlier) await manager.getRepository(PatternCoverEntity).delete({ id: earlier.id });
    await manager.getRepository(PatternCoverEntity).insert(cover);
    return earlier?.storageKey ?? null;
  }

  /** Removes the pattern's cover row; answers its storage key, or null when it had none. */
  async delete(manager: EntityManager, userId: string, patternId: string): Promise<string | null> {
    const cover = await this.coverOf(manager, userId, patternId);
    if (!cover) return null;
    await manager.getRepository(PatternCoverEntity).delete({ id: cover.id });
    return cover.storageKey;
  }
}
