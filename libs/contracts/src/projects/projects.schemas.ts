import { z } from 'zod';
import {
  PROJECT_MAX_PHOTOS,
  PROJECT_PRIORITIES,
  PROJECT_STATUS_INPUTS,
  PROJECT_STATUSES,
} from './projects.constants.js';
import { decimal, optionalMultilineText, optionalText, orNull, text } from '../platform/fields.js';
import { IsoDateSchema } from '../inventory/inventory.schemas.js';
import { CraftTypeSchema } from '../patterns/patterns.schemas.js';
import { ProjectAllocationCreateInputSchema, PROJECT_LIMITS } from './project-yarn.schemas.js';

export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
/** What a client may send: the five plus `planned` and `in_progress` (DECISIONS 1); the server maps them. */
export const ProjectStatusInputValueSchema = z.enum(PROJECT_STATUS_INPUTS, {
  error: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
});
export const ProjectPrioritySchema = z.enum(PROJECT_PRIORITIES, {
  error: `Priority must be one of ${PROJECT_PRIORITIES.join(', ')}`,
});

export const ProjectPhotoSchema = z.object({ url: z.string(), alt: z.string() });
export type ProjectPhoto = z.infer<typeof ProjectPhotoSchema>;

/**
 * Yarn from the stash reserved for a project. Brand, line and colourway are copied when it is reserved, so the
 * project shows them while the inventory is down. Reserved amounts are what was set aside; used amounts went
 * through the stash's Record Usage; "still reserved" is what is set aside and not used yet (0 once released:
 * the project was completed or frogged, or the reservation was released).
 */
export const ProjectAllocationSchema = z.object({
  id: z.string().uuid(),
  yarn_id: z.string().uuid(),
  brand: z.string(),
  line: z.string(),
  colorway: z.string().nullable(),
  weight_category: z.string().nullable(),
  yards_per_skein: z.number().nullable(),
  skeins_reserved: z.number(),
  yards_reserved: z.number(),
  skeins_used: z.number(),
  yards_used: z.number(),
  skeins_still_reserved: z.number(),
  yards_still_reserved: z.number(),
  released: z.boolean(),
});
export type ProjectAllocation = z.infer<typeof ProjectAllocationSchema>;

/** A row or repeat counter; `target` is where it stops meaning something (rows in a repeat, for example). */
export const ProjectCounterSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  value: z.number().int(),
  target: z.number().int().nullable(),
  position: z.number().int(),
});
export type ProjectCounter = z.infer<typeof ProjectCounterSchema>;

/**
 * The run-out warning: the yards the pattern needs for the chosen size against the yards reserved (what is used
 * counts: it went into the project). `short_by_skeins` of `line` (the largest reservation with a known yards per
 * skein) is null when no reserved yarn knows its yards per skein. The whole object is null when the needed yards
 * are unknown (no pattern, or a pattern without yardage).
 */
export const ProjectRunOutSchema = z.object({
  needed_yards: z.number(),
  reserved_yards: z.number(),
  enough: z.boolean(),
  short_by_yards: z.number(),
  short_by_skeins: z.number().int().nullable(),
  line: z.string().nullable(),
});
export type ProjectRunOut = z.infer<typeof ProjectRunOutSchema>;

/**
 * A project as the API answers it: spec part 1 section 3 (`name` and `project_name` the same value,
 * `pattern_name` and `pattern` copied from the pattern when the project was made, so they show while the
 * patterns service is down), `progress_percentage` always (DECISIONS 5), and the fields.
 */
export const ProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  project_name: z.string(),
  status: ProjectStatusSchema,
  pattern_id: z.string().uuid().nullable(),
  pattern_name: z.string().nullable(),
  pattern: z.object({ title: z.string(), craft_type: CraftTypeSchema }).nullable(),
  /** The sizes the pattern offers (copied with it), for choosing `size`. */
  pattern_sizes: z.array(z.string()),
  craft_type: CraftTypeSchema,
  /** The pattern size being made (the one the needed yards are for). */
  size: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  progress_percentage: z.number().int(),
  notes: z.string().nullable(),
  priority: ProjectPrioritySchema.nullable(),
  target_completion_date: z.string().nullable(),
  recipient: z.string().nullable(),
  size_made: z.string().nullable(),
  needle_size: z.string().nullable(),
  gauge_achieved: z.string().nullable(),
  photos: z.array(ProjectPhotoSchema),
  allocations: z.array(ProjectAllocationSchema),
  counters: z.array(ProjectCounterSchema),
  total_rows: z.number().int().nullable(),
  progress_follows_counter_id: z.string().uuid().nullable(),
  run_out: ProjectRunOutSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** The fields a create and an update share (the project form of DECISIONS 15). */
const projectFields = {
  size: optionalText(40),
  start_date: orNull(IsoDateSchema),
  end_date: orNull(IsoDateSchema),
  progress_percentage: decimal('Progress', PROJECT_LIMITS.progress),
  notes: optionalMultilineText(10_000),
  priority: orNull(ProjectPrioritySchema),
  target_completion_date: orNull(IsoDateSchema),
  recipient: optionalText(120),
  size_made: optionalText(120),
  needle_size: optionalText(60),
  gauge_achieved: optionalText(120),
  craft_type: CraftTypeSchema,
  photos: z
    .array(
      z
        .object({
          url: z.url({ protocol: /^https?$/, error: 'A photo must be an http(s) address' }).max(2000),
          alt: text(200).default(''),
        })
        .strict(),
    )
    .max(PROJECT_MAX_PHOTOS, { error: `At most ${PROJECT_MAX_PHOTOS} photos` }),
  total_rows: orNull(decimal('Total rows', { ...PROJECT_LIMITS.rows, positive: true })),
};

/**
 * `POST /projects` (spec section 3's payload plus the form's fields). A name (`name` or `project_name`) is
 * required unless a pattern is given: then a blank name is "{title} Project". `yarn_inventory_ids` reserves each
 * of those stash entries' free amount (what is left and not reserved for another project), up to the yards the
 * pattern needs for the size; `allocations` reserves exact amounts instead.
 */
export const ProjectCreateInputSchema = z
  .object({
    pattern_id: orNull(z.string().uuid({ error: 'Pattern must be a pattern id' })),
    name: optionalText(200),
    project_name: optionalText(200),
    yarn_inventory_ids: z
      .array(z.string().uuid({ error: 'Each yarn must be a stash entry id' }))
      .max(20, { error: 'At most 20 yarns' })
      .default([]),
    allocations: z
      .array(ProjectAllocationCreateInputSchema)
      .max(20, { error: 'At most 20 yarns' })
      .default([]),
    status: ProjectStatusInputValueSchema.optional(),
    ...projectFields,
    progress_percentage: projectFields.progress_percentage.default(0),
    craft_type: projectFields.craft_type.optional(),
    photos: projectFields.photos.default([]),
  })
  .strict()
  .refine((v) => v.pattern_id !== null || (v.name ?? v.project_name) !== null, {
    path: ['name'],
    error: 'Project name is required',
  });
export type RawProjectCreateInput = z.input<typeof ProjectCreateInputSchema>;
export type ProjectCreateInput = z.output<typeof ProjectCreateInputSchema>;

/**
 * `PATCH /projects/{id}`: only what is sent changes. A new `pattern_id` reads that pattern again; `null` unlinks
 * it (its copied name stays as the name).
 */
export const ProjectUpdateInputSchema = z
  .object({
    pattern_id: orNull(z.string().uuid({ error: 'Pattern must be a pattern id' })).optional(),
    name: text(200).min(1, { error: 'Project name is required' }).optional(),
    project_name: text(200).min(1, { error: 'Project name is required' }).optional(),
    status: ProjectStatusInputValueSchema.optional(),
    size: projectFields.size.optional(),
    start_date: projectFields.start_date.optional(),
    end_date: projectFields.end_date.optional(),
    progress_percentage: projectFields.progress_percentage.optional(),
    notes: projectFields.notes.optional(),
    priority: projectFields.priority.optional(),
    target_completion_date: projectFields.target_completion_date.optional(),
    recipient: projectFields.recipient.optional(),
    size_made: projectFields.size_made.optional(),
    needle_size: projectFields.needle_size.optional(),
    gauge_achieved: projectFields.gauge_achieved.optional(),
    craft_type: projectFields.craft_type.optional(),
    photos: projectFields.photos.optional(),
    total_rows: projectFields.total_rows.optional(),
    /** The counter whose value drives progress (value / total_rows); null stops following. */
    progress_follows_counter_id: orNull(z.string().uuid({ error: 'Choose one of the counters' })).optional(),
  })
  .strict();
export type RawProjectUpdateInput = z.input<typeof ProjectUpdateInputSchema>;
export type ProjectUpdateInput = z.output<typeof ProjectUpdateInputSchema>;

/** `PATCH /projects/{id}/status` (a move on the board). */
export const ProjectStatusUpdateInputSchema = z.object({ status: ProjectStatusInputValueSchema }).strict();
export type ProjectStatusUpdateInput = z.infer<typeof ProjectStatusUpdateInputSchema>;
