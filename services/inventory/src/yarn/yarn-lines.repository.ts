import { Injectable } from '@nestjs/common';
import type { YarnCreateInput } from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { BrandEntity } from './brand.entity.js';
import { YarnLineEntity } from './yarn-line.entity.js';

/** What a line records, from a stash entry's form or a provider's import. */
export type LineFacts = Pick<
  YarnCreateInput,
  'line_name' | 'weight_category' | 'fiber_content' | 'yardage_per_skein' | 'weight_grams'
> &
  Partial<Pick<YarnCreateInput, 'discontinued'>>;

/** A user's own brands and lines: every query is within one user's rows. */
@Injectable()
export class YarnLinesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findBrands(userId: string): Promise<BrandEntity[]> {
    return this.dataSource
      .getRepository(BrandEntity)
      .createQueryBuilder('b')
      .where('b.user_id = :userId', { userId })
      .orderBy('lower(b.name)')
      .addOrderBy('b.id')
      .getMany();
  }

  findLinesOfBrand(userId: string, brandName: string): Promise<YarnLineEntity[]> {
    return this.dataSource
      .getRepository(YarnLineEntity)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.brand', 'b')
      .where('l.user_id = :userId AND lower(b.name) = lower(:brandName)', { userId, brandName })
      .orderBy('lower(l.name)')
      .addOrderBy('l.id')
      .getMany();
  }

  /** The user's brand named so (any case), created when new. Safe under concurrent creation. */
  async upsertBrand(manager: EntityManager, userId: string, name: string): Promise<string> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(BrandEntity)
      .values({ userId, name })
      .orIgnore()
      .execute();
    const brand = await manager
      .getRepository(BrandEntity)
      .createQueryBuilder('b')
      .where('b.user_id = :userId AND lower(b.name) = lower(:name)', { userId, name })
      .getOneOrFail();
    return brand.id;
  }

  /**
   * The user's line of that brand, created when new. The facts given are saved on it (they are the user's own);
   * a fact left empty keeps what the line already says.
   */
  async upsertLine(
    manager: EntityManager,
    userId: string,
    brandId: string,
    input: LineFacts,
  ): Promise<YarnLineEntity> {
    // Raw SQL: the conflict target is an expression index, which the query builder cannot name.
    const rows: Array<Pick<YarnLineEntity, 'id'>> = await manager.query(
      `INSERT INTO yarn_lines (user_id, brand_id, name, weight_category, fiber_content, yardage_per_skein,
         weight_grams, discontinued)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, false))
       ON CONFLICT (brand_id, (lower(name))) DO UPDATE SET
         weight_category = COALESCE(EXCLUDED.weight_category, yarn_lines.weight_category),
         fiber_content = COALESCE(EXCLUDED.fiber_content, yarn_lines.fiber_content),
         yardage_per_skein = COALESCE(EXCLUDED.yardage_per_skein, yarn_lines.yardage_per_skein),
         weight_grams = COALESCE(EXCLUDED.weight_grams, yarn_lines.weight_grams),
         discontinued = COALESCE($8, yarn_lines.discontinued)
       RETURNING id`,
      [
        userId,
        brandId,
        input.line_name,
        input.weight_category,
        input.fiber_content,
        input.yardage_per_skein,
        input.weight_grams,
        input.discontinued ?? null,
      ],
    );
    return manager
      .getRepository(YarnLineEntity)
      .findOneOrFail({ where: { id: rows[0]?.id, userId }, relations: { brand: true } });
  }
}
