import { Injectable } from '@nestjs/common';
import type { PatternDesignersQuery, PatternListQuery, PatternStats } from '@yarn-mgmt/contracts';
import { containsPattern } from '@yarn-mgmt/nest-kit';
import type { ExternalLinkedEntity } from '@yarn-mgmt/nest-kit/external-sync';
import { DataSource, In, type EntityManager } from 'typeorm';
import { PatternCategoryEntity } from './pattern-category.entity.js';
import { PatternDesignerEntity } from './pattern-designer.entity.js';
import { PatternCoverEntity, PatternFileEntity } from './pattern-parts.entity.js';
import { PatternEntity } from './pattern.entity.js';
import { keepDriveCopyForTrash } from './pattern-parts.repository.js';
import {
  HAS_FILE_SQL,
  PATTERN_LIST_FROM,
  buildPatternListQuery,
  type MakeableYards,
} from './pattern-list.query.js';

/**
 * The columns a user writes. The community service's fields (cloud file id, ratings, full data, source, the
 * provider link) are the integrations' to set, so an edit never clears them.
 */
export type PatternValues = Omit<
  PatternEntity,
  | 'id'
  | 'userId'
  | 'createdAt'
  | 'updatedAt'
  | 'designer'
  | 'category'
  | 'isFavorite'
  | 'source'
  | 'googleDriveFileId'
  | 'ravelryRating'
  | 'ravelryRatingCount'
  | 'fullData'
  | keyof ExternalLinkedEntity<unknown>
> & { isFavorite?: boolean };

/** The columns a provider import writes: the provider-owned fields, the source and the link. */
export type ImportedPatternValues = Partial<
  Omit<PatternEntity, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'designer' | 'category' | 'fullData'>
>;

/** Pattern rows, their designers and the categories. Owned rows are always matched on user_id as well as id. */
@Injectable()
export class PatternsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The pattern with its designer and category; `lock` holds its row until the transaction ends. */
  findPattern(
    manager: EntityManager,
    userId: string,
    id: string,
    lock = false,
  ): Promise<PatternEntity | null> {
    const query = manager
      .getRepository(PatternEntity)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.designer', 'd')
      .leftJoinAndSelect('p.category', 'c')
      .where('p.id = :id AND p.user_id = :userId', { id, userId });
    if (lock) query.setLock('pessimistic_write', undefined, ['p']);
    return query.getOne();
  }

  /** The patterns of these ids (any owner: callers pass ids they selected by user), in the order given. */
  async inOrder(ids: string[]): Promise<PatternEntity[]> {
    if (!ids.length) return [];
    const rows = await this.dataSource
      .getRepository(PatternEntity)
      .find({ where: { id: In(ids) }, relations: { designer: true, category: true } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async insert(manager: EntityManager, userId: string, values: PatternValues): Promise<string> {
    const result = await manager.getRepository(PatternEntity).insert({ userId, ...values });
    return (result.identifiers[0] as { id: string }).id;
  }

  async insertImported(
    manager: EntityManager,
    userId: string,
    values: ImportedPatternValues,
  ): Promise<string> {
    const result = await manager.getRepository(PatternEntity).insert({ userId, ...values });
    return (result.identifiers[0] as { id: string }).id;
  }

  async updateImported(
    manager: EntityManager,
    userId: string,
    id: string,
    values: ImportedPatternValues,
  ): Promise<void> {
    await manager.getRepository(PatternEntity).update({ id, userId }, values);
  }

  async update(manager: EntityManager, userId: string, id: string, values: PatternValues): Promise<void> {
    await manager.getRepository(PatternEntity).update({ id, userId }, values);
  }

  /** Deletes the pattern (its parts go with it); answers the storage key of its file, if any. */
  async delete(manager: EntityManager, userId: string, id: string): Promise<string[]> {
    const file = await manager.getRepository(PatternFileEntity).findOneBy({ patternId: id, userId });
    const cover = await manager.getRepository(PatternCoverEntity).findOneBy({ patternId: id, userId });
    await manager.getRepository(PatternEntity).delete({ id, userId });
    await keepDriveCopyForTrash(manager, file);
    return [file?.storageKey, cover?.storageKey].filter((key): key is string => Boolean(key));
  }

  /** Flips the flag; answers the new value and the title, or null when the user has no such pattern. */
  async toggleFavorite(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<{ isFavorite: boolean; title: string } | null> {
    const result = await manager
      .createQueryBuilder()
      .update(PatternEntity)
      .set({ isFavorite: () => 'NOT is_favorite' })
      .where('id = :id AND user_id = :userId', { id, userId })
      .returning('is_favorite, title')
      .execute();
    const row = (result.raw as Array<{ is_favorite: boolean; title: string }>)[0];
    return row ? { isFavorite: row.is_favorite, title: row.title } : null;
  }

  /** One page of `GET /patterns`: the page's ids from the filter SQL, and how many match in all. */
  async list(
    userId: string,
    query: PatternListQuery,
    makeable?: MakeableYards,
  ): Promise<{ ids: string[]; total: number }> {
    const { where, orderBy, params } = buildPatternListQuery(userId, query, makeable);
    const n = params.length;
    const [page, count] = await Promise.all([
      this.dataSource.query<Array<{ id: string }>>(
        `SELECT p.id ${PATTERN_LIST_FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${PATTERN_LIST_FROM} WHERE ${where}`,
        params,
      ),
    ]);
    return { ids: page.map((row) => row.id), total: count[0]?.total ?? 0 };
  }

  /** The library's four tiles, in one pass over the user's rows. */
  async stats(userId: string): Promise<PatternStats> {
    const rows = await this.dataSource.query<PatternStats[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE p.is_favorite)::int AS favorites,
              count(*) FILTER (WHERE p.is_free)::int AS free,
              count(*) FILTER (WHERE ${HAS_FILE_SQL})::int AS with_files
       FROM patterns p WHERE p.user_id = $1`,
      [userId],
    );
    return rows[0] ?? { total: 0, favorites: 0, free: 0, with_files: 0 };
  }

  categories(): Promise<PatternCategoryEntity[]> {
    return this.dataSource.getRepository(PatternCategoryEntity).find({ order: { position: 'ASC' } });
  }

  async categoryId(manager: EntityManager, name: string | null): Promise<string | null> {
    if (!name) return null;
    return (await manager.getRepository(PatternCategoryEntity).findOneByOrFail({ name })).id;
  }

  /** The user's designers, by name; with `search`, those whose name contains it, the ones starting with it first. */
  designers(userId: string, query: PatternDesignersQuery): Promise<PatternDesignerEntity[]> {
    const builder = this.dataSource
      .getRepository(PatternDesignerEntity)
      .createQueryBuilder('d')
      .where('d.user_id = :userId', { userId });
    if (query.search) {
      builder
        .andWhere('d.name ILIKE :contains', { contains: containsPattern(query.search) })
        .orderBy('d.name ILIKE :starts', 'DESC')
        .setParameter('starts', containsPattern(query.search).slice(1))
        .addOrderBy('lower(d.name)');
    } else {
      builder.orderBy('lower(d.name)');
    }
    return builder.addOrderBy('d.id').limit(query.limit).getMany();
  }

  /** The user's designer named so (any case), created when new. Safe under concurrent creation. */
  async upsertDesigner(manager: EntityManager, userId: string, name: string | null): Promise<string | null> {
    if (!name) return null;
    await manager
      .createQueryBuilder()
      .insert()
      .into(PatternDesignerEntity)
      .values({ userId, name })
      .orIgnore()
      .execute();
    const designer = await manager
      .getRepository(PatternDesignerEntity)
      .createQueryBuilder('d')
      .where('d.user_id = :userId AND lower(d.name) = lower(:name)', { userId, name })
      .getOneOrFail();
    return designer.id;
  }
}
