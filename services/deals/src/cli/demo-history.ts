import 'reflect-metadata';
import { createDataSource } from '@yarn-mgmt/nest-kit';
import { loadDealsConfig } from '../config/deals.config.js';
import { dealsDataSourceOptions } from '../database/data-source.js';
import { isDemoUrl } from '../targets/target.mapper.js';
import { planDemoHistory, type DemoProduct } from './demo-history-plan.js';

// `node dist/cli/demo-history.js`: local mode only (the launcher runs it once, after the demo targets' first
// scrape). Writes two years of past sales of the demo shop's brands (demo-history-plan.ts) for the targets on
// DEMO_SHOP_URL, and nothing when those targets already have a past or DEMO_SHOP_URL is unset.
const config = loadDealsConfig();
const dataSource = createDataSource(dealsDataSourceOptions(config.DATABASE_URL, false));
await dataSource.initialize();
try {
  const targets = (
    await dataSource.query<
      Array<{
        id: number;
        name: string;
        url: string;
      }>
    >(`SELECT "id", "name", "url" FROM "scraper_targets"`)
  ).filter((target) => isDemoUrl(target.url, config.DEMO_SHOP_URL));
  const ids = targets.map((target) => target.id);
  const [{ past }] = await dataSource.query<Array<{ past: number }>>(
    `SELECT count(*)::int AS "past" FROM "scrape_runs" WHERE "target_id" = ANY($1) AND "created_at" < now() - interval '1 day'`,
    [ids],
  );
  if (ids.length === 0 || past > 0) {
    console.log('demo history: nothing to add');
  } else {
    const names = new Map(targets.map((target) => [target.id, target.name]));
    const rows = await dataSource.query<Array<Record<string, unknown>>>(
      `SELECT "id", "target_id", "name", "brand", "yarn_weight", "fiber_content", "image_url", "product_url",
              "current_price"::float8 AS "current_price", "original_price"::float8 AS "original_price"
         FROM "products" WHERE "target_id" = ANY($1) ORDER BY "id"`,
      [ids],
    );
    const products: DemoProduct[] = rows.map((row) => ({
      id: row.id as number,
      targetId: row.target_id as number,
      targetName: names.get(row.target_id as number) ?? '',
      name: row.name as string,
      brand: row.brand as string | null,
      yarnWeight: row.yarn_weight as string | null,
      fiberContent: row.fiber_content as string | null,
      imageUrl: row.image_url as string | null,
      productUrl: row.product_url as string,
      currentPrice: row.current_price as number,
      originalPrice: row.original_price as number | null,
    }));
    const sales = planDemoHistory(products, new Date());
    await dataSource.transaction(async (manager) => {
      for (const sale of sales) {
        const [run] = await manager.query<Array<{ id: number }>>(
          `INSERT INTO "scrape_runs" ("target_id", "status", "trigger", "attempts", "items_scraped",
             "new_deals_found", "duration_ms", "created_at", "started_at", "finished_at")
           VALUES ($1, 'success', 'schedule', 1, $2, $3, $4, $5, $5, $6) RETURNING "id"`,
          [
            sale.targetId,
            sale.itemsScraped,
            sale.deals.length,
            sale.durationMs,
            sale.at,
            new Date(sale.at.getTime() + sale.durationMs),
          ],
        );
        for (const { product, currentPrice, originalPrice, discount } of sale.deals) {
          await manager.query(
            `INSERT INTO "price_observations" ("product_id", "run_id", "current_price", "original_price", "observed_at")
             VALUES ($1, $2, $3, $4, $5)`,
            [product.id, run.id, currentPrice, originalPrice, sale.at],
          );
          await manager.query(
            `INSERT INTO "deals" ("product_id", "target_id", "product_name", "brand", "retailer_name", "current_price",
               "original_price", "discount_percentage", "yarn_weight", "fiber_content", "image_url", "product_url",
               "first_seen_at", "last_seen_at", "is_active", "ended_at", "currency")
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, false, $14,
               (SELECT "currency" FROM "products" WHERE "id" = $1))`,
            [
              product.id,
              sale.targetId,
              product.name,
              product.brand,
              product.targetName,
              currentPrice,
              originalPrice,
              discount,
              product.yarnWeight,
              product.fiberContent,
              product.imageUrl,
              product.productUrl,
              sale.at,
              sale.endsAt,
            ],
          );
        }
      }
    });
    const deals = sales.reduce((sum, sale) => sum + sale.deals.length, 0);
    console.log(
      `demo history: ${sales.length} past scheduled runs and ${deals} past deals of the demo shop's brands`,
    );
  }
} catch (error) {
  console.error(`demo history not added: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
