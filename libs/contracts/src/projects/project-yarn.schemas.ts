import { z } from 'zod';
import { decimal, orNull, text } from '../platform/fields.js';
import { IdempotencyKeySchema, YARN_LIMITS } from '../inventory/inventory.schemas.js';

/** What a project's yarn and counter calls take: reservations, usage from the project, row and repeat counters. */
/** Column limits of the projects tables, so a value the database would refuse is a 400 here. */
export const PROJECT_LIMITS = {
  skeins: YARN_LIMITS.skeins,
  yards: YARN_LIMITS.yardageUsed,
  progress: { max: 100, scale: 0 },
  rows: { max: 1_000_000, scale: 0 },
  counterValue: { max: 1_000_000, scale: 0 },
} as const;

const reservedAmounts = {
  skeins: decimal('Skeins', PROJECT_LIMITS.skeins).default(0),
  yards: decimal('Yards', PROJECT_LIMITS.yards).default(0),
};
const someAmount = { path: ['skeins'], error: 'Enter the skeins or yards to reserve' };

/** Reserve yarn: skeins or yards (the other is worked out from the line's yards per skein when known). */
export const ProjectAllocationCreateInputSchema = z
  .object({ yarn_id: z.string().uuid({ error: 'Choose a yarn from your stash' }), ...reservedAmounts })
  .strict()
  .refine((v) => v.skeins > 0 || v.yards > 0, someAmount);
export type ProjectAllocationCreateInput = z.output<typeof ProjectAllocationCreateInputSchema>;
export type RawProjectAllocationCreateInput = z.input<typeof ProjectAllocationCreateInputSchema>;

/** Change a reservation's amounts. */
export const ProjectAllocationUpdateInputSchema = z
  .object(reservedAmounts)
  .strict()
  .refine((v) => v.skeins > 0 || v.yards > 0, someAmount);
export type ProjectAllocationUpdateInput = z.output<typeof ProjectAllocationUpdateInputSchema>;
export type RawProjectAllocationUpdateInput = z.input<typeof ProjectAllocationUpdateInputSchema>;

/**
 * `POST /projects/{id}/usage`, with a required `Idempotency-Key` header (RecordUsageHeadersSchema of the
 * inventory): the usage is deducted from the stash once however often it is retried, and names the project.
 */
export const ProjectUsageInputSchema = z
  .object({
    allocation_id: z.string().uuid({ error: 'Choose one of the project’s yarns' }),
    skeins: decimal('Skeins used', PROJECT_LIMITS.skeins).default(0),
    yards: decimal('Yardage used', PROJECT_LIMITS.yards).default(0),
  })
  .strict()
  .refine((v) => v.skeins > 0 || v.yards > 0, {
    path: ['skeins'],
    error: 'Enter the skeins or yardage used',
  });
export type ProjectUsageInput = z.output<typeof ProjectUsageInputSchema>;
export type RawProjectUsageInput = z.input<typeof ProjectUsageInputSchema>;
/** The usage call's header: required here, since a project's usage must never count twice. */
export const ProjectUsageHeadersSchema = z.object({
  'idempotency-key': z.string({ error: 'An Idempotency-Key header is required' }).pipe(IdempotencyKeySchema),
});

const counterValue = z
  .number({ error: 'Value must be a number' })
  .int({ error: 'Value must be a whole number' })
  .min(0, { error: 'Value cannot be negative' })
  .max(PROJECT_LIMITS.counterValue.max, { error: 'Value is too large' });
const counterTarget = orNull(decimal('Target', { ...PROJECT_LIMITS.counterValue, positive: true }));

export const ProjectCounterCreateInputSchema = z
  .object({
    name: text(60).min(1, { error: 'Counter name is required' }),
    value: counterValue.default(0),
    target: counterTarget,
  })
  .strict();
export type ProjectCounterCreateInput = z.output<typeof ProjectCounterCreateInputSchema>;
export type RawProjectCounterCreateInput = z.input<typeof ProjectCounterCreateInputSchema>;

/**
 * `PATCH /projects/{id}/counters/{counterId}`: `{value}` sets it (reset is `{value: 0}`, undo sends the value
 * before), `{delta}` adds to what is stored (+1, -1; never below 0), so two taps on two devices both count.
 */
export const ProjectCounterUpdateInputSchema = z
  .object({
    name: text(60).min(1, { error: 'Counter name is required' }).optional(),
    target: counterTarget.optional(),
    value: counterValue.optional(),
    delta: z
      .number({ error: 'Delta must be a number' })
      .int({ error: 'Delta must be a whole number' })
      .min(-1000, { error: 'Delta must be between -1000 and 1000' })
      .max(1000, { error: 'Delta must be between -1000 and 1000' })
      .optional(),
  })
  .strict()
  .refine((v) => v.value === undefined || v.delta === undefined, {
    path: ['delta'],
    error: 'Send a value or a delta, not both',
  })
  .refine((v) => Object.keys(v).length > 0, { path: ['value'], error: 'Nothing to change' });
export type ProjectCounterUpdateInput = z.output<typeof ProjectCounterUpdateInputSchema>;
export type RawProjectCounterUpdateInput = z.input<typeof ProjectCounterUpdateInputSchema>;
