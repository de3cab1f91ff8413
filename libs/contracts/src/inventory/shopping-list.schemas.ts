import { z } from 'zod';
import { SHOPPING_LIST_MAX_PAGE_SIZE, SHOPPING_LIST_PAGE_SIZE } from './inventory.constants.js';
import { IsoDateSchema, YARN_LIMITS } from './inventory.schemas.js';
import { decimal, optionalMultilineText, text } from '../platform/fields.js';

/** PostgreSQL has no year 0: refused here with the field named rather than by the database. */
const NeedBySchema = IsoDateSchema;

export const ShoppingListItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  notes: z.string().nullable(),
  /** YYYY-MM-DD: the day the knitter needs it by; decides "Buy now" against a predicted sale. */
  need_by: z.string().nullable(),
  checked: z.boolean(),
  yarn_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

export const ShoppingListItemCreateInputSchema = z.object({
  name: text(200).min(1, { error: 'Name is required' }),
  quantity: decimal('Quantity', YARN_LIMITS.shoppingQuantity).default(1),
  unit: text(20).min(1, { error: 'Unit is required' }).default('skeins'),
  notes: optionalMultilineText(1000),
  need_by: NeedBySchema.nullish().transform((v) => v ?? null),
  yarn_id: z
    .string()
    .uuid({ error: 'Unknown yarn' })
    .nullish()
    .transform((v) => v ?? null),
});
export type ShoppingListItemCreateInput = z.output<typeof ShoppingListItemCreateInputSchema>;
export type RawShoppingListItemCreateInput = z.input<typeof ShoppingListItemCreateInputSchema>;

export const ShoppingListItemUpdateInputSchema = z
  .object({
    name: text(200).min(1, { error: 'Name is required' }),
    quantity: decimal('Quantity', YARN_LIMITS.shoppingQuantity),
    unit: text(20).min(1, { error: 'Unit is required' }),
    notes: optionalMultilineText(1000),
    need_by: NeedBySchema.nullable(),
    checked: z.boolean(),
  })
  .partial()
  .strict();
export type ShoppingListItemUpdateInput = z.output<typeof ShoppingListItemUpdateInputSchema>;
export type RawShoppingListItemUpdateInput = z.input<typeof ShoppingListItemUpdateInputSchema>;

/** `GET /shopping-list` paging (DECISIONS 6). */
export const ShoppingListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(SHOPPING_LIST_MAX_PAGE_SIZE).default(SHOPPING_LIST_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ShoppingListQuery = z.output<typeof ShoppingListQuerySchema>;

export const ShoppingListResponseSchema = z.object({
  items: z.array(ShoppingListItemSchema),
  total: z.number().int(),
});
export type ShoppingListResponse = z.infer<typeof ShoppingListResponseSchema>;

export const ActivityItemSchema = z.object({
  id: z.string(),
  type: z.enum(['project', 'yarn', 'pattern']),
  description: z.string(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
  .strict();
