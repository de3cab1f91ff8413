import { z } from 'zod';
import { text } from '../platform/fields.js';
import { IsoDateSchema } from '../inventory/inventory.schemas.js';
import { PROJECT_MAX_PAGE_SIZE, PROJECT_PAGE_SIZE, PROJECT_SORT_FIELDS } from './projects.constants.js';
import { ProjectSchema, ProjectStatusSchema, ProjectStatusInputValueSchema } from './projects.schemas.js';

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
  status: ProjectStatusInputValueSchema.optional(),
  sort: z.enum(PROJECT_SORT_FIELDS).default('updated_at'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_MAX_PAGE_SIZE).default(PROJECT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
}).strict();
export type ProjectListQuery = z.output<typeof ProjectListQuerySchema>;
export type RawProjectListQuery = z.input<typeof ProjectListQuerySchema>;

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

/** What is set aside for projects from one stash entry, and for which projects (still reserved amounts). */
export const YarnReservedSchema = z.object({
  skeins: z.number(),
  yards: z.number(),
  projects: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), skeins: z.number(), yards: z.number() }),
  ),
});
export type YarnReserved = z.infer<typeof YarnReservedSchema>;

/**
 * `GET /projects/by-yarn/{yarnId}`, asked by the yarn detail page itself (its Projects tab and "Reserved for
 * projects"): every project that reserved this stash entry, and what is still reserved. */
export const ProjectsByYarnSchema = z.object({
  projects: z.array(ProjectYarnUseSchema),
  reserved: YarnReservedSchema,
});
export type ProjectsByYarn = z.infer<typeof ProjectsByYarnSchema>;
