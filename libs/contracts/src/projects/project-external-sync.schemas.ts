import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import { optionalText, text } from '../platform/fields.js';
import {
  ExternalIdSchema,
  ExternalSyncOutcomeSchema,
  externalSyncBatchOf,
} from '../platform/external-sync-batch.js';
import { ProjectCreateInputSchema, ProjectStatusSchema } from './projects.schemas.js';

/**
 * The projects service's internal upsert of projects imported from a provider (issue 22: Ravelry projects).
 * Called by the account service's sync job with a service token of scope PROJECT_EXTERNAL_SYNC_SCOPE acting for
 * one user; never routed by the gateway. Outcomes and rules as the stash's (external-sync-batch.ts). The job links
 * a project to its pattern when that pattern was imported: it sends the pattern's id here (from the patterns
 * service's answer), so the projects service calls nobody.
 */
export const PROJECT_EXTERNAL_SYNC_SCOPE = 'projects:external-sync';
export const PROJECT_EXTERNAL_SYNC_API = { upsert: '/internal/projects/external-sync' } as const;
export const PROJECT_EXTERNAL_SYNC_MAX_BATCH = 50;

const form = ProjectCreateInputSchema.shape;

/** The fields a provider owns, compared with what was last imported to tell a local edit from a provider change. */
export const ExternalProjectFieldsSchema = z.object({
  name: text(200).min(1, { error: 'Project name is required' }),
  /** A canonical status (DECISIONS 1): the job maps the provider's. */
  status: ProjectStatusSchema,
  pattern_id: form.pattern_id,
  /** The pattern's name as the provider gives it (kept when no imported pattern is linked). */
  pattern_title: optionalText(200),
  craft_type: form.craft_type.unwrap(),
  size: form.size,
  start_date: form.start_date,
  end_date: form.end_date,
  progress_percentage: form.progress_percentage.unwrap(),
  notes: form.notes,
  recipient: form.recipient,
  photos: form.photos.unwrap(),
});
export type ExternalProjectFields = z.output<typeof ExternalProjectFieldsSchema>;

export const ExternalProjectEntrySchema = ExternalProjectFieldsSchema.extend({
  external_id: ExternalIdSchema,
});
export type ExternalProjectEntry = z.output<typeof ExternalProjectEntrySchema>;

export const ProjectExternalSyncInputSchema = externalSyncBatchOf(
  ExternalProjectEntrySchema,
  PROJECT_EXTERNAL_SYNC_MAX_BATCH,
);
export type ProjectExternalSyncInput = z.output<typeof ProjectExternalSyncInputSchema>;

export const ProjectExternalSyncReportSchema = z.object({
  external_id: z.string(),
  project_id: z.string().uuid(),
  outcome: ExternalSyncOutcomeSchema,
  local: ExternalProjectFieldsSchema.optional(),
  provider: ExternalProjectFieldsSchema.optional(),
});
export type ProjectExternalSyncReport = z.infer<typeof ProjectExternalSyncReportSchema>;

export const ProjectExternalSyncResponseSchema = z.object({
  results: z.array(ProjectExternalSyncReportSchema),
});
export type ProjectExternalSyncResponse = z.infer<typeof ProjectExternalSyncResponseSchema>;

/**
 * What a sync left for the user to decide about projects (issue 22), in the shapes of platform/external-review.schemas.ts:
 * `GET` the review (`?source=ravelry`), resolve a conflict field by field, keep a missing one as the user's own.
 */
export const PROJECT_EXTERNAL_REVIEW_API = {
  review: '/projects/external-review',
  resolve: apiPath('/projects/:id/external-resolve'),
  unlink: apiPath('/projects/:id/external-unlink'),
} as const;
