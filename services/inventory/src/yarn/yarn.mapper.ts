import type { LowStockItem, YarnItem, YarnLine, YarnPhoto, YarnWeight } from '@yarn-mgmt/contracts';
import { num, numOrNull } from '../database/db.js';

/** A line row joined to its brand, as the repositories select it. */
export interface YarnLineRow {
  line_id: string;
  line_name: string;
  weight_category: YarnWeight | null;
  fiber_content: string | null;
  yardage_per_skein: number | null;
  weight_grams: string | null;
  discontinued: boolean;
  brand_id: string;
  brand_name: string;
}

export interface YarnRow extends YarnLineRow {
  id: string;
  colorway: string | null;
  color_family: string | null;
  dye_lot: string | null;
  purchase_price: string | null;
  purchase_date: string | null;
  vendor: string | null;
  storage_location: string | null;
  notes: string | null;
  condition: string | null;
  is_favorite: boolean;
  tags: string[];
  skeins_total: string;
  skeins_remaining: string;
  total_yardage: string;
  remaining_yardage: string;
  desired_quantity_grams: string | null;
  hex_color: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PhotoRow {
  id: string;
  yarn_item_id: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  alt: string;
}

export const photoUrl = (yarnId: string, photoId: string) => `/api/yarn/${yarnId}/photos/${photoId}`;

export function toYarnPhoto(row: PhotoRow, isCover = false): YarnPhoto {
  return { id: row.id, url: photoUrl(row.yarn_item_id, row.id), alt: row.alt, is_cover: isCover };
}

export function toYarnLine(row: YarnLineRow): YarnLine {
  return {
    id: row.line_id,
    name: row.line_name,
    weight_category: row.weight_category,
    fiber_content: row.fiber_content,
    yardage_per_skein: row.yardage_per_skein,
    weight_grams: numOrNull(row.weight_grams),
    discontinued: row.discontinued,
    brand: { id: row.brand_id, name: row.brand_name },
  };
}

export function toYarnItem(row: YarnRow, photos: PhotoRow[]): YarnItem {
  return {
    id: row.id,
    colorway: row.colorway,
    color_family: row.color_family,
    dye_lot: row.dye_lot,
    purchase_price: numOrNull(row.purchase_price),
    purchase_date: row.purchase_date,
    vendor: row.vendor,
    storage_location: row.storage_location,
    notes: row.notes,
    condition: row.condition,
    is_favorite: row.is_favorite,
    tags: row.tags,
    photos: photos.map((photo, index) => toYarnPhoto(photo, index === 0)),
    skeins_total: num(row.skeins_total),
    skeins_remaining: num(row.skeins_remaining),
    total_yardage: num(row.total_yardage),
    remaining_yardage: num(row.remaining_yardage),
    desired_quantity_grams: numOrNull(row.desired_quantity_grams),
    hex_color: row.hex_color,
    // The projects service does not exist yet; once it does, the projects using this yarn are filled in here.
    projects: [],
    yarn_line: toYarnLine(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toLowStockItem(row: YarnRow): LowStockItem {
  return {
    id: row.id,
    skeins_remaining: num(row.skeins_remaining),
    colorway: row.colorway,
    yarn_line: { name: row.line_name, brand: { name: row.brand_name } },
  };
}

/** "<brand> <line> - <colorway>", the name used in activity entries and shopping-list items. */
export function yarnLabel(row: Pick<YarnRow, 'brand_name' | 'line_name' | 'colorway'>): string {
  const base = `${row.brand_name} ${row.line_name}`;
  return row.colorway ? `${base} - ${row.colorway}` : base;
}
