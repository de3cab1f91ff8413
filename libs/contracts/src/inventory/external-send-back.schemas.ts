import { z } from 'zod';
import { YARN_LIMITS } from './inventory.schemas.js';
import { ExternalSourceSchema, EXTERNAL_SYNC_MAX_BATCH } from './external-sync.schemas.js';
import { decimal, optionalMultilineText, text } from '../platform/fields.js';

/**
 * Ravelry write-back (issue 22): the stash entries linked to a provider whose skeins remaining or notes changed
 * here since they were last in step with it, and the acknowledgement of what the provider then took. Internal
 * routes of the inventory, called by the account service's sync job with a service token of scope
 * EXTERNAL_SYNC_SCOPE acting for one user; never routed by the gateway.
 */
export const EXTERNAL_SEND_BACK_API = {
  /** `POST {source}` → the linked entries edited here since (none in conflict or missing). */
  edits: '/internal/yarn/external-sync/local-edits',
  /** `POST {source, entries}` → the provider now holds these values (the entry's baseline moves to them). */
  sent: '/internal/yarn/external-sync/sent',
} as const;

export const ExternalLocalEditsQuerySchema = z.object({ source: ExternalSourceSchema }).strict();
export type ExternalLocalEditsQuery = z.output<typeof ExternalLocalEditsQuerySchema>;

/** One entry's values to send: its stock here (total and remaining skeins) and its notes. */
export const ExternalLocalEditSchema = z.object({
  external_id: text(64).min(1, { error: 'External id is required' }),
  skeins_total: decimal('Skeins', YARN_LIMITS.skeins),
  skeins_remaining: decimal('Skeins remaining', YARN_LIMITS.skeins),
  notes: optionalMultilineText(5000),
});
export type ExternalLocalEdit = z.output<typeof ExternalLocalEditSchema>;

export const ExternalLocalEditsResponseSchema = z.object({
  entries: z.array(
    ExternalLocalEditSchema.extend({
      yarn_id: z.string().uuid(),
      /** True when notes sent from here were emptied here since: the provider's are to be cleared too. */
      clear_notes: z.boolean().optional(),
    }),
  ),
});
export type ExternalLocalEditsResponse = z.output<typeof ExternalLocalEditsResponseSchema>;

/** The entries the provider accepted, each with the values it was sent (as listed by `edits`). */
export const ExternalSentInputSchema = z
  .object({
    source: ExternalSourceSchema,
    entries: z
      .array(ExternalLocalEditSchema)
      .max(EXTERNAL_SYNC_MAX_BATCH, { error: `At most ${EXTERNAL_SYNC_MAX_BATCH} entries` }),
  })
  .strict();
export type ExternalSentInput = z.output<typeof ExternalSentInputSchema>;

export const ExternalSentResponseSchema = z.object({ recorded: z.number().int() });
export type ExternalSentResponse = z.output<typeof ExternalSentResponseSchema>;
