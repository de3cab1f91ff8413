import type { Brand, LowStockItem, Yarn, YarnLine, YarnPhoto } from '@yarn-mgmt/contracts';
import type { BrandEntity } from './brand.entity.js';
import type { YarnItemEntity } from './yarn-item.entity.js';
import type { YarnLineEntity } from './yarn-line.entity.js';
import type { YarnPhotoEntity } from './yarn-photo.entity.js';

export const photoUrl = (yarnId: string, photoId: string) => `/api/yarn/${yarnId}/photos/${photoId}`;

export const toBrand = (brand: BrandEntity): Brand => ({ id: brand.id, name: brand.name });

export function toYarnPhoto(photo: YarnPhotoEntity): YarnPhoto {
  return { id: photo.id, url: photoUrl(photo.yarnItemId, photo.id), alt: photo.alt, is_cover: photo.isCover };
}

/** What a line says about its yarn, a user's own line or a catalogue line alike. */
export const lineFacts = <W, F, Y, G>(line: {
  weightCategory: W;
  fiberContent: F;
  yardagePerSkein: Y;
  weightGrams: G;
  discontinued: boolean;
}) => ({
  weight_category: line.weightCategory,
  fiber_content: line.fiberContent,
  yardage_per_skein: line.yardagePerSkein,
  weight_grams: line.weightGrams,
  discontinued: line.discontinued,
});

/** A line with its brand loaded. */
export function toYarnLine(line: YarnLineEntity): YarnLine {
  return { id: line.id, name: line.name, ...lineFacts(line), brand: toBrand(line.brand) };
}

/** An entry with its line and brand loaded, and its photos cover first. */
export function toYarnItem(item: YarnItemEntity, photos: YarnPhotoEntity[]): Yarn {
  return {
    id: item.id,
    colorway: item.colorway,
    color_family: item.colorFamily,
    dye_lot: item.dyeLot,
    purchase_price: item.purchasePrice,
    currency: item.currency,
    purchase_date: item.purchaseDate,
    vendor: item.vendor,
    storage_location: item.storageLocation,
    notes: item.notes,
    condition: item.condition,
    is_favorite: item.isFavorite,
    tags: item.tags,
    photos: photos.map(toYarnPhoto),
    skeins_total: item.skeinsTotal,
    skeins_remaining: item.skeinsRemaining,
    total_yardage: item.totalYardage,
    remaining_yardage: item.remainingYardage,
    desired_quantity_grams: item.desiredQuantityGrams,
    hex_color: item.hexColor,
    // Spec section 3's field: the projects using a yarn are the projects service's (`GET /projects/by-yarn/{id}`).
    projects: [],
    yarn_line: toYarnLine(item.line),
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

export function toLowStockItem(item: YarnItemEntity): LowStockItem {
  return {
    id: item.id,
    skeins_remaining: item.skeinsRemaining,
    colorway: item.colorway,
    yarn_line: { name: item.line.name, brand: { name: item.line.brand.name } },
  };
}

/** "<brand> <line> - <colorway>", the name used in activity entries and shopping-list items. */
export function yarnLabel(item: { brand: string; line: string; colorway: string | null }): string {
  const base = `${item.brand} ${item.line}`;
  return item.colorway ? `${base} - ${item.colorway}` : base;
}

export const labelOfItem = (item: YarnItemEntity) =>
  yarnLabel({ brand: item.line.brand.name, line: item.line.name, colorway: item.colorway });
