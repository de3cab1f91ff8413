import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { ArchiveEntity } from '../archives/archive.entity.js';
import { DealEntity } from '../deals/deal.entity.js';
import { PriceObservationEntity, ProductEntity } from '../deals/product.entity.js';
import { ScrapeRunEntity } from '../runs/scrape-run.entity.js';
import { ScraperTargetEntity, SelectorHealthEntity } from '../targets/target.entity.js';
import { CreateDeals1767000000000 } from './migrations/1767000000000-CreateDeals.js';
import { DealCurrency1768500000000 } from './migrations/1768500000000-DealCurrency.js';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const DEALS_ENTITIES = [
  ScraperTargetEntity,
  SelectorHealthEntity,
  ScrapeRunEntity,
  ProductEntity,
  PriceObservationEntity,
  DealEntity,
  ArchiveEntity,
];

/** The deals database: its entities and its migrations, in order. */
export function dealsDataSourceOptions(url: string, migrationsRun = true): ServiceDataSourceOptions {
  return {
    url,
    entities: DEALS_ENTITIES,
    migrations: [CreateDeals1767000000000, DealCurrency1768500000000],
    migrationsRun,
    applicationName: 'yarn-deals',
  };
}
