import { z } from 'zod';
import {
  PROJECT_MAX_PAGE_SIZE,
  PROJECT_MAX_PHOTOS,
  PROJECT_PAGE_SIZE,
  PROJECT_PRIORITIES,
  PROJECT_SORT_FIELDS,
  PROJECT_STATUS_INPUTS,
  PROJECT_STATUSES,
} from './projects.constants.js';
import { decimal, optionalText, text } from '../platform/fields.js';
import {
  IdempotencyKeySchema,
  IsoDateSchema,
  YARN_LIMITS,
  YarnReservedSchema,
} from '../inventory/inventory.schemas.js';
import { CraftTypeSchema } from '../patterns/patterns.schemas.js';

export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
/** What a client may send: the five plus `planned` and `in_progress` (DECISIONS 1); the server maps them. */
export const ProjectStatusWriteSchema = z.enum(PROJECT_STATUS_INPUTS, {
  error: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
});
export const ProjectPrioritySchema = z.enum(PROJECT_PRIORITIES, {
  error: `Priority must be one of ${PROJECT_PRIORITIES.join(', ')}`,
});

/** Column limits of the projects tables, so a value the database would refuse is a 400 here. */
export const PROJECT_LIMITS = {
  skeins: YARN_LIMITS.skeins,
  yards: YARN_LIMITS.yardageUsed,
  progress: { max: 100, scale: 0 },
  rows: { max: 1_000_000, scale: 0 },
  counterValue: { max: 1_000_000, scale: 0 },
} as const;

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

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** The fields a create and an update share (the project form of DECISIONS 15). */
const projectFields = {
  size: optionalText(40),
  start_date: nullable(IsoDateSchema),
  end_date: nullable(IsoDateSchema),
  progress_percentage: decimal('Progress', PROJECT_LIMITS.progress),
  notes: optionalText(10_000),
  priority: nullable(ProjectPrioritySchema),
  target_completion_date: nullable(IsoDateSchema),
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
  total_rows: nullable(decimal('Total rows', { ...PROJECT_LIMITS.rows, positive: true })),
};

/** Reserve yarn: skeins or yards (the other is worked out from the line's yards per skein when known). */
export const AllocationInputSchema = z
  .object({
    yarn_id: z.string().uuid({ error: 'Choose a yarn from your stash' }),
    skeins: decimal('Skeins', PROJECT_LIMITS.skeins).default(0),
    yards: decimal('Yards', PROJECT_LIMITS.yards).default(0),
  })
  .strict()
  .refine((v) => v.skeins > 0 || v.yards > 0, {
    path: ['skeins'],
    error: 'Enter the skeins or yards to reserve',
  });
export type AllocationInput = z.input<typeof AllocationInputSchema>;
export type Allocation = z.output<typeof AllocationInputSchema>;

/** Change a reservation's amounts. */
export const AllocationUpdateSchema = z
  .object({
    skeins: decimal('Skeins', PROJECT_LIMITS.skeins).default(0),
    yards: decimal('Yards', PROJECT_LIMITS.yards).default(0),
  })
  .strict()
  .refine((v) => v.skeins > 0 || v.yards > 0, {
    path: ['skeins'],
    error: 'Enter the skeins or yards to reserve',
  });
export type AllocationUpdateInput = z.input<typeof AllocationUpdateSchema>;

/**
 * `POST /projects` (spec section 3's payload plus the form's fields). A name (`name` or `project_name`) is
 * required unless a pattern is given: then a blank name is "{title} Project". `yarn_inventory_ids` reserves each
 * of those stash entries' free amount (what is left and not reserved for another project), up to the yards the
 * pattern needs for the size; `allocations` reserves exact amounts instead.
 */
export const ProjectCreateSchema = z
  .object({
    pattern_id: nullable(z.string().uuid({ error: 'Pattern must be a pattern id' })),
    name: optionalText(200),
    project_name: optionalText(200),
    yarn_inventory_ids: z
      .array(z.string().uuid({ error: 'Each yarn must be a stash entry id' }))
      .max(20, { error: 'At most 20 yarns' })
      .default([]),
    allocations: z.array(AllocationInputSchema).max(20, { error: 'At most 20 yarns' }).default([]),
    status: ProjectStatusWriteSchema.optional(),
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
export type ProjectCreateInput = z.input<typeof ProjectCreateSchema>;
export type ProjectCreate = z.output<typeof ProjectCreateSchema>;

/**
 * `PATCH /projects/{id}`: only what is sent changes. A new `pattern_id` reads that pattern again; `null` unlinks
 * it (its copied name stays as the name).
 */
export const ProjectUpdateSchema = z
  .object({
    pattern_id: nullable(z.string().uuid({ error: 'Pattern must be a pattern id' })).optional(),
    name: text(200).min(1, { error: 'Project name is required' }).optional(),
    project_name: text(200).min(1, { error: 'Project name is required' }).optional(),
    status: ProjectStatusWriteSchema.optional(),
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
    progress_follows_counter_id: nullable(
      z.string().uuid({ error: 'Choose one of the counters' }),
    ).optional(),
  })
  .strict();
export type ProjectUpdateInput = z.input<typeof ProjectUpdateSchema>;
export type ProjectUpdate = z.output<typeof ProjectUpdateSchema>;

/** `PATCH /projects/{id}/status` (a move on the board). */
export const ProjectStatusInputSchema = z.object({ status: ProjectStatusWriteSchema }).strict();
export type ProjectStatusInput = z.infer<typeof ProjectStatusInputSchema>;

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
export type ProjectUsageInput = z.input<typeof ProjectUsageInputSchema>;
/** The usage call's header: required here, since a project's usage must never count twice. */
export const ProjectUsageHeadersSchema = z.object({
  'idempotency-key': z.string({ error: 'An Idempotency-Key header is required' }).pipe(IdempotencyKeySchema),
});
export type ProjectUsage = z.output<typeof ProjectUsageInputSchema>;

const counterValue = z
  .number({ error: 'Value must be a number' })
  .int({ error: 'Value must be a whole number' })
  .min(0, { error: 'Value cannot be negative' })
  .max(PROJECT_LIMITS.counterValue.max, { error: 'Value is too large' });
const counterTarget = nullable(decimal('Target', { ...PROJECT_LIMITS.counterValue, positive: true }));

export const CounterInputSchema = z
  .object({
    name: text(60).min(1, { error: 'Counter name is required' }),
    value: counterValue.default(0),
    target: counterTarget,
  })
  .strict();
export type CounterInput = z.input<typeof CounterInputSchema>;

/**
 * `PATCH /projects/{id}/counters/{counterId}`: `{value}` sets it (reset is `{value: 0}`, undo sends the value
 * before), `{delta}` adds to what is stored (+1, -1; never below 0), so two taps on two devices both count.
 */
export const CounterUpdateSchema = z
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
export type CounterUpdate = z.input<typeof CounterUpdateSchema>;

/** `GET /projects` query: spec section 3's filters, status (omitted for All), sort and paging (DECISIONS 6). */
export const ProjectFilterSchema = z.object({
  /** Name, pattern, recipient and notes. */
  search: text(200).optional(),
  /** A pattern id, or words of the pattern's title. */
  pattern: text(200).optional(),
  recipient: text(120).optional(),
  /** A stash entry id, or words of a reserved yarn's brand, line or colourway. */
  yarn: text(200).optional(),
  start_from: IsoDateSchema.optional(),
  start_to: IsoDateSchema.optional(),
});
export const ProjectListQuerySchema = ProjectFilterSchema.extend({
  status: ProjectStatusWriteSchema.optional(),
  sort: z.enum(PROJECT_SORT_FIELDS).default('updated_at'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_MAX_PAGE_SIZE).default(PROJECT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
}).strict();
export type ProjectListQuery = z.output<typeof ProjectListQuerySchema>;
export type ProjectListParams = z.input<typeof ProjectListQuerySchema>;

export const ProjectListResponseSchema = z.object({
  projects: z.array(ProjectSchema),
  total: z.number().int(),
});
export type ProjectListResponse = z.infer<typeof ProjectListResponseSchema>;

/** `GET /projects/counts` takes the list's filters (not status): the tabs' chips. */
export const ProjectCountsQuerySchema = ProjectFilterSchema.strict();
export const ProjectStatusCountsSchema = z.object({
  all: z.number().int(),
  queued: z.number().int(),
  active: z.number().int(),
  hibernating: z.number().int(),
  completed: z.number().int(),
  frogged: z.number().int(),
});
export type ProjectStatusCounts = z.infer<typeof ProjectStatusCountsSchema>;

/** One project of the yarn detail's Projects tab (spec 2.7); the status is canonical. */
export const ProjectYarnUseSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  skeins_used: z.number(),
  yardage_used: z.number(),
  status: ProjectStatusSchema,
});
export type ProjectYarnUse = z.infer<typeof ProjectYarnUseSchema>;

/** `GET /projects/by-yarn/{yarnId}`: every project that reserved this stash entry, and what is still reserved. */
export const ProjectsByYarnSchema = z.object({
  projects: z.array(ProjectYarnUseSchema),
  reserved: YarnReservedSchema,
});
export type ProjectsByYarn = z.infer<typeof ProjectsByYarnSchema>;
