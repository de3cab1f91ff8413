import { Injectable } from '@nestjs/common';
import { discountPercentage } from '@yarn-mgmt/domain';
import type { EntityManager } from 'typeorm';
import { DealEntity } from '../deals/deal.entity.js';
import { PriceObservationEntity, ProductEntity } from '../deals/product.entity.js';
import type { ScrapedItem } from '../scraping/scraper.types.js';

export interface RunContext {
  runId: number;
  targetId: number;
  retailerName: string;
  seenAt: Date;
}

/**
 * What one run's products do to the products, price observations and deals of its target, inside the run's
 * transaction: each product upserted and its price observed once per run; a product below its original price
 * opens a deal (an episode) or updates its active one; at full price its active deal ends; and every active deal
 * whose product this run did not see ends (DECISIONS 21). Returns the deals opened.
 */
@Injectable()
export class DealEpisodes {
  async apply(manager: EntityManager, context: RunContext, items: ScrapedItem[]): Promise<number> {
    let opened = 0;
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.product_url)) continue;
      seen.add(item.product_url);
      const productId = await this.upsertProduct(manager, context, item);
      await manager
        .createQueryBuilder()
        .insert()
        .into(PriceObservationEntity)
        .values({
          productId,
          runId: context.runId,
          currentPrice: item.current_price,
          originalPrice: item.original_price,
          observedAt: context.seenAt,
        })
        .orIgnore()
        .execute();
      if (await this.applyDeal(manager, context, productId, item)) opened += 1;
    }
    await manager
      .createQueryBuilder()
      .update(DealEntity)
      .set({ isActive: false, endedAt: context.seenAt })
      .where('target_id = :targetId AND is_active', { targetId: context.targetId })
      .andWhere(
        `product_id IN (SELECT id FROM products WHERE target_id = :targetId AND last_seen_run_id IS DISTINCT FROM :runId)`,
        { runId: context.runId },
      )
      .execute();
    return opened;
  }

  private async upsertProduct(
    manager: EntityManager,
    context: RunContext,
    item: ScrapedItem,
  ): Promise<number> {
    const values = {
      targetId: context.targetId,
      productUrl: item.product_url,
      name: item.product_name,
      brand: item.brand,
      yarnWeight: item.yarn_weight,
      fiberContent: item.fiber_content,
      imageUrl: item.image_url,
      currentPrice: item.current_price,
      originalPrice: item.original_price,
      currency: item.currency,
      firstSeenAt: context.seenAt,
      lastSeenAt: context.seenAt,
      lastSeenRunId: context.runId,
    };
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ProductEntity)
      .values(values)
      .orUpdate(
        [
          'name',
          'brand',
          'yarn_weight',
          'fiber_content',
          'image_url',
          'current_price',
          'original_price',
          'currency',
          'last_seen_at',
          'last_seen_run_id',
        ],
        ['target_id', 'product_url'],
      )
      .returning(['id'])
      .execute();
    return (result.raw as Array<{ id: number }>)[0].id;
  }

  /** True when a new deal (episode) opened. */
  private async applyDeal(
    manager: EntityManager,
    context: RunContext,
    productId: number,
    item: ScrapedItem,
  ): Promise<boolean> {
    const deals = manager.getRepository(DealEntity);
    const active = await deals
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .where('d.product_id = :productId AND d.is_active', { productId })
      .getOne();
    const original = item.original_price;
    if (original === null || !(original > item.current_price)) {
      if (active) await deals.update({ id: active.id }, { isActive: false, endedAt: context.seenAt });
      return false;
    }
    const shown = {
      productName: item.product_name,
      brand: item.brand,
      retailerName: context.retailerName,
      currentPrice: item.current_price,
      originalPrice: original,
      currency: item.currency,
      discountPercentage: discountPercentage(item.current_price, original),
      yarnWeight: item.yarn_weight,
      fiberContent: item.fiber_content,
      imageUrl: item.image_url,
      productUrl: item.product_url,
      lastSeenAt: context.seenAt,
    };
    if (active) {
      await deals.update({ id: active.id }, shown);
      return false;
    }
    await deals.insert({
      ...shown,
      productId,
      targetId: context.targetId,
      firstSeenAt: context.seenAt,
      isActive: true,
    });
    return true;
  }
}
