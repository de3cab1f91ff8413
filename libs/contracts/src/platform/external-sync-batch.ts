import { z } from 'zod';
import {
  EXTERNAL_SYNC_MAX_IDS,
  EXTERNAL_SYNC_OUTCOMES,
  ExternalSourceSchema,
} from '../inventory/external-sync.schemas.js';
import { text } from './fields.js';

/**
 * The shape every provider import shares (issue 22): the account service's sync job sends one user's rows of one
 * kind in batches to that kind's service, each row with its provider id; the last batch names every id the
 * provider still lists, so the service marks the others missing (never deleting them). Each service answers one
 * outcome per row. The stash's own contract (inventory/external-sync.schemas.ts) came first and has this shape.
 */
export const ExternalIdSchema = text(64).min(1, { error: 'External id is required' });

/** `{ source, entries, present_ids? }` for entries of `entry`'s shape, at most `max` a batch. */
export function externalSyncBatchOf<Entry extends z.ZodType<{ external_id: string }>>(
  entry: Entry,
  max: number,
) {
  return z
    .object({
      source: ExternalSourceSchema,
      entries: z.array(entry).max(max, { error: `At most ${max} entries` }),
      present_ids: z
        .array(ExternalIdSchema)
        .max(EXTERNAL_SYNC_MAX_IDS, { error: `At most ${EXTERNAL_SYNC_MAX_IDS} ids` })
        .optional(),
    })
    .refine(
      (v) =>
        new Set(v.entries.map((row) => (row as { external_id: string }).external_id)).size ===
        v.entries.length,
      { path: ['entries'], error: 'An external id appears twice' },
    );
}

export const ExternalSyncOutcomeSchema = z.enum(EXTERNAL_SYNC_OUTCOMES);
