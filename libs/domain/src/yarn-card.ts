import type { Yarn } from '@yarn-mgmt/contracts';
import { quantityGrams } from './stock-level.js';

/** The yarn card's fields (spec part 1 section 3, "Yarn (card)"). */
export interface YarnCardData {
  id: string;
  name: string;
  brand: string;
  weight: string | null;
  fiber_content: string | null;
  color_name: string | null;
  hex_color: string | null;
  /** Null when the line's weight per skein is not recorded. */
  quantity_grams: number | null;
  desired_quantity_grams: number | null;
  price_per_skein: number | null;
  /** The price's currency, as entered (DECISIONS 26). */
  currency: string;
  purchase_date: string | null;
  location: string | null;
  image_url: string | null;
}

/** Derives the card fields from a stash entry (DECISIONS 3). */
export function toYarnCard(item: Yarn): YarnCardData {
  return {
    id: item.id,
    name: item.yarn_line.name,
    brand: item.yarn_line.brand.name,
    weight: item.yarn_line.weight_category,
    fiber_content: item.yarn_line.fiber_content,
    color_name: item.colorway,
    hex_color: item.hex_color,
    quantity_grams: quantityGrams(item),
    desired_quantity_grams: item.desired_quantity_grams,
    price_per_skein: item.purchase_price,
    currency: item.currency,
    purchase_date: item.purchase_date,
    location: item.storage_location,
    image_url: (item.photos.find((photo) => photo.is_cover) ?? item.photos[0])?.url ?? null,
  };
}
