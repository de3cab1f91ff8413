import { Injectable } from '@nestjs/common';
import type { CatalogueLine, CatalogueQuery } from '@yarn-mgmt/contracts';
import { containsPattern } from '@yarn-mgmt/nest-kit';
import { DataSource } from 'typeorm';
import { lineFacts } from '../yarn/yarn.mapper.js';
import { CatalogueLineEntity } from './catalogue-line.entity.js';

const toCatalogueLine = (line: CatalogueLineEntity): CatalogueLine => ({
  brand: line.brand,
  name: line.name,
  ...lineFacts(line),
});

/** The read-only catalogue: shared by everyone, owned by no one. */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `brand` exact (any case); `search` anywhere in the brand or the line name. Sorted by brand, then line. */
  async find(query: CatalogueQuery): Promise<{ lines: CatalogueLine[]; total: number }> {
    const builder = this.dataSource.getRepository(CatalogueLineEntity).createQueryBuilder('c');
    if (query.brand) builder.andWhere('lower(c.brand) = lower(:brand)', { brand: query.brand });
    if (query.search) {
      builder.andWhere(`(c.brand || ' ' || c.name) ILIKE :search`, { search: containsPattern(query.search) });
    }
    const [rows, total] = await builder
      .orderBy('lower(c.brand)')
      .addOrderBy('lower(c.name)')
      .addOrderBy('c.id')
      .offset(query.offset)
      .limit(query.limit)
      .getManyAndCount();
    return { lines: rows.map(toCatalogueLine), total };
  }

  async brands(): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(CatalogueLineEntity)
      .createQueryBuilder('c')
      .select('min(c.brand)', 'brand')
      .groupBy('lower(c.brand)')
      .orderBy('lower(c.brand)')
      .getRawMany<{ brand: string }>();
    return rows.map((row) => row.brand);
  }
}
