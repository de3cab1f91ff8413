import {
  PROJECT_EXTERNAL_SYNC_API,
  PROJECT_EXTERNAL_SYNC_SCOPE,
  PROJECTS_API,
  ProjectExternalSyncInputSchema,
  ProjectExternalSyncResponseSchema,
  ProjectSchema,
} from '@yarn-mgmt/contracts';
import { externalSyncTestKit } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import type { projectsSuite } from './helpers.js';

type Suite = ReturnType<typeof projectsSuite>;

/** The imported pattern the sync links its projects to (an id from the patterns service's answer). */
export const PATTERN_ID = randomUUID();

/** A Ravelry project: a Flax for Mum, active, 40% done. */
export const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  external_id: id,
  name: `Flax for Mum ${id}`,
  status: 'active',
  pattern_id: PATTERN_ID,
  pattern_title: 'Flax',
  craft_type: 'knitting',
  size: 'Adult M',
  start_date: '2026-01-05',
  end_date: null,
  progress_percentage: 40,
  notes: 'Notes on project (local test data).',
  recipient: 'Mum',
  photos: [{ url: 'https://images.example/flax.jpg', alt: `Flax for Mum ${id}` }],
  ...overrides,
});

/**
 * The account's Ravelry sync as the projects service sees it (issue 22), on the shared kit of every synced kind:
 * its service token and batches (`serviceToken`, `sync`), a project as its owner reads it (`read`), shared checks.
 */
export const projectsSyncKit = (suite: Suite) =>
  externalSyncTestKit(suite, {
    path: PROJECT_EXTERNAL_SYNC_API.upsert,
    scope: PROJECT_EXTERNAL_SYNC_SCOPE,
    input: ProjectExternalSyncInputSchema,
    response: ProjectExternalSyncResponseSchema,
    idField: 'project_id',
    table: 'projects',
    entry,
    item: { path: (id) => PROJECTS_API.project(id), schema: ProjectSchema },
  });
