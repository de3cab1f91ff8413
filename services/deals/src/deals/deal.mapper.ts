import type { Deal } from '@yarn-mgmt/contracts';
import type { DealEntity } from './deal.entity.js';

export function toDeal(entity: DealEntity): Deal {
  return {
    id: entity.id,
    product_name: entity.productName,
    brand: entity.brand,
    retailer_name: entity.retailerName,
    current_price: entity.currentPrice,
    original_price: entity.originalPrice,
    currency: entity.currency,
    discount_percentage: entity.discountPercentage,
    yarn_weight: entity.yarnWeight,
    fiber_content: entity.fiberContent,
    image_url: entity.imageUrl,
    product_url: entity.productUrl,
    scraped_at: entity.lastSeenAt.toISOString(),
    first_seen_at: entity.firstSeenAt.toISOString(),
    is_active: entity.isActive,
  };
}
