import type { Yarn, RawYarnCreateInput } from '@yarn-mgmt/contracts';

export type YarnFormField = keyof RawYarnCreateInput;

export const EMPTY_YARN_FORM: RawYarnCreateInput = {
  brand_name: '',
  line_name: '',
  weight_category: null,
  fiber_content: '',
  yardage_per_skein: null,
  weight_grams: null,
  colorway: '',
  color_family: '',
  dye_lot: '',
  purchase_price: null,
  currency: 'USD',
  purchase_date: null,
  vendor: '',
  storage_location: '',
  notes: '',
  condition: '',
  tags: [],
  skeins_total: 1,
  skeins_remaining: 1,
  desired_quantity_grams: null,
  hex_color: null,
  is_favorite: false,
  discontinued: false,
};

/** An existing entry as the form's starting values. */
export function toFormValues(yarn: Yarn): RawYarnCreateInput {
  return {
    brand_name: yarn.yarn_line.brand.name,
    line_name: yarn.yarn_line.name,
    weight_category: yarn.yarn_line.weight_category,
    fiber_content: yarn.yarn_line.fiber_content ?? '',
    yardage_per_skein: yarn.yarn_line.yardage_per_skein,
    weight_grams: yarn.yarn_line.weight_grams,
    colorway: yarn.colorway ?? '',
    color_family: yarn.color_family ?? '',
    dye_lot: yarn.dye_lot ?? '',
    purchase_price: yarn.purchase_price,
    currency: yarn.currency,
    purchase_date: yarn.purchase_date ? yarn.purchase_date.slice(0, 10) : null,
    vendor: yarn.vendor ?? '',
    storage_location: yarn.storage_location ?? '',
    notes: yarn.notes ?? '',
    condition: yarn.condition ?? '',
    tags: yarn.tags,
    skeins_total: yarn.skeins_total,
    skeins_remaining: yarn.skeins_remaining,
    desired_quantity_grams: yarn.desired_quantity_grams,
    hex_color: yarn.hex_color,
    is_favorite: yarn.is_favorite,
    discontinued: yarn.yarn_line.discontinued,
  };
}
