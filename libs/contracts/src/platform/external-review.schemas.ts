import { z } from 'zod';
import { ExternalSourceSchema, type ExternalSource } from '../inventory/external-sync.schemas.js';
import { text } from './fields.js';

/**
 * What a provider sync leaves for the user to decide (issue 22), the same shapes for every imported kind (stash,
 * patterns, projects): a row edited here and on the provider since the last sync is a conflict,
 * listed with both versions field by field; a row the provider no longer has is missing, marked and listed, never
 * deleted. Each service answers its own rows: `GET /<kind>/external-review?source=ravelry`.
 */
export const EXTERNAL_SOURCE_NAMES: Record<ExternalSource, string> = { ravelry: 'Ravelry' };

/** The kinds a sync imports, each reviewed by its own service; the sync page groups the review by them. */
export const EXTERNAL_REVIEW_KINDS = ['yarn', 'patterns', 'projects'] as const;
export type ExternalReviewKind = (typeof EXTERNAL_REVIEW_KINDS)[number];
const KIND_NAMES: Record<ExternalReviewKind, { title: string; noun: string; service: string }> = {
  yarn: { title: 'Yarn', noun: 'yarn', service: 'the inventory' },
  patterns: { title: 'Patterns', noun: 'pattern', service: 'the patterns service' },
  projects: { title: 'Projects', noun: 'project', service: 'the projects service' },
};

/** At most this many conflicts and this many missing rows in one review; `total` says how many there are. */
export const EXTERNAL_REVIEW_MAX = 200;

export const ExternalReviewQuerySchema = z.object({ source: ExternalSourceSchema });
export type ExternalReviewQuery = z.infer<typeof ExternalReviewQuerySchema>;

const ValueSchema = z.union([z.string(), z.number(), z.null()]);

/** One field that differs: its value here and on the provider now. */
export const ExternalConflictFieldSchema = z.object({
  name: z.string(),
  /** What a knitter reads: 'Colorway', 'Skeins'. */
  label: z.string(),
  local: ValueSchema,
  provider: ValueSchema,
});
export type ExternalConflictField = z.infer<typeof ExternalConflictFieldSchema>;

export const ExternalConflictSchema = z.object({
  id: z.string().uuid(),
  /** What a knitter reads: 'Malabrigo Rios - Azul'. */
  label: z.string(),
  external_id: z.string(),
  source: ExternalSourceSchema,
  /** Only the fields that differ. */
  fields: z.array(ExternalConflictFieldSchema),
});
export type ExternalConflict = z.infer<typeof ExternalConflictSchema>;

export const ExternalMissingSchema = z.object({
  id: z.string().uuid(),
  label: z.string(),
  external_id: z.string(),
  source: ExternalSourceSchema,
  /** When a sync first found it gone from the provider (ISO date-time). */
  missing_since: z.string(),
});
export type ExternalMissing = z.infer<typeof ExternalMissingSchema>;

export const ExternalReviewSchema = z.object({
  conflicts: z.array(ExternalConflictSchema),
  missing: z.array(ExternalMissingSchema),
  /** How many there are in all (each list stops at EXTERNAL_REVIEW_MAX). */
  total: z.object({ conflicts: z.number().int(), missing: z.number().int() }),
});
export type ExternalReview = z.infer<typeof ExternalReviewSchema>;

export const EXTERNAL_CHOICES = ['local', 'provider'] as const;
export type ExternalChoice = (typeof EXTERNAL_CHOICES)[number];

export const EXTERNAL_REVIEW_MESSAGES = {
  choiceRequired: 'Choose which version to keep',
  choiceInvalid: "Choose 'local' or 'provider'",
  unknownField: 'This field has no conflict to resolve',
  notInConflict: 'This item has no sync conflict to resolve',
  notMissing: 'This item is not missing from the provider',
} as const;

/**
 * `POST /<kind>/{id}/external-resolve`: which version to keep, for every field that differs (a field left out or
 * one that does not differ is a 400 naming it: `choices.<field>`).
 */
export const ExternalResolveInputSchema = z.object({
  choices: z.record(
    text(64).min(1, { error: EXTERNAL_REVIEW_MESSAGES.unknownField }),
    z.enum(EXTERNAL_CHOICES, { error: EXTERNAL_REVIEW_MESSAGES.choiceInvalid }),
  ),
});
export type ExternalResolveInput = z.infer<typeof ExternalResolveInputSchema>;

/** What resolve and unlink answer: the row's id and what the toast says. */
export const ExternalReviewActionResponseSchema = z.object({ id: z.string().uuid(), message: z.string() });
export type ExternalReviewActionResponse = z.infer<typeof ExternalReviewActionResponseSchema>;

/** The texts the sync page shows and its tests look for; the services answer the toasts and activity lines. */
export const EXTERNAL_REVIEW_TEXTS = {
  title: 'Needs your review',
  conflictIntro: (source: ExternalSource) =>
    `Changed here and on ${EXTERNAL_SOURCE_NAMES[source]} since the last sync: choose which version to keep, field by field.`,
  here: 'Here',
  onProvider: (source: ExternalSource) => `On ${EXTERNAL_SOURCE_NAMES[source]}`,
  keepChosen: 'Keep chosen',
  missing: (source: ExternalSource) => `No longer on ${EXTERNAL_SOURCE_NAMES[source]}`,
  missingSince: (date: string) => `Missing since ${date}`,
  keepAsOwn: 'Keep as my own',
  open: 'Open',
  empty: (source: ExternalSource) =>
    `Nothing to review: every synced item matches ${EXTERNAL_SOURCE_NAMES[source]}`,
  more: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  kind: (kind: ExternalReviewKind) => KIND_NAMES[kind].title,
  /** One kind's service not answering: the other kinds still show. */
  loadFailed: (kind: ExternalReviewKind) =>
    `Could not load the ${KIND_NAMES[kind].noun} review: ${KIND_NAMES[kind].service} is unavailable`,
  emptyValue: '-',
  resolved: (label: string) => `Kept your choices for ${label}`,
  unlinked: (label: string, source: ExternalSource) =>
    `${label} is now your own: no longer linked to ${EXTERNAL_SOURCE_NAMES[source]}`,
  actionFailed: 'Could not save: try again',
  resolvedActivity: (label: string, source: ExternalSource) =>
    `Resolved a ${EXTERNAL_SOURCE_NAMES[source]} sync conflict on ${label}`,
  unlinkedActivity: (label: string, source: ExternalSource) =>
    `Kept ${label} as your own after it left ${EXTERNAL_SOURCE_NAMES[source]}`,
} as const;
