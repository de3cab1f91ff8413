import type { ProjectExternalSyncReport } from '@yarn-mgmt/contracts';
import { RavelryNotFoundError } from './ravelry-api-session.js';
import { everyPage } from './ravelry-lists.js';
import type { SyncContext } from './sync-context.js';
import {
  ExternalProjectEntrySchema,
  PROJECT_EXTERNAL_SYNC_MAX_BATCH,
  type ExternalProjectEntry,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { PaginatorSchema, httpAddress, line, note } from './ravelry-lists.js';

/** `/projects/{u}/list.json`: the projects (no notes: those are on each project's own page). */
export const ProjectListAnswerSchema = z.object({
  projects: z.array(z.object({ id: z.number().int().positive() })),
  paginator: PaginatorSchema,
});

/** What the import reads of `/projects/{u}/{id}.json`. */
export const ProjectShowAnswerSchema = z.object({
  project: z.object({
    id: z.number().int().positive(),
    name: z.string().nullish(),
    pattern_id: z.number().int().nullish(),
    pattern_name: z.string().nullish(),
    craft_name: z.string().nullish(),
    status_name: z.string().nullish(),
    progress: z.number().nullish(),
    started: z.string().nullish(),
    completed: z.string().nullish(),
    made_for: z.string().nullish(),
    size: z.string().nullish(),
    notes: z.string().nullish(),
    first_photo: z.object({ medium_url: z.string().nullish(), small_url: z.string().nullish() }).nullish(),
  }),
});
export type RavelryProjectJson = z.infer<typeof ProjectShowAnswerSchema>['project'];

export const PROJECT_BATCH = PROJECT_EXTERNAL_SYNC_MAX_BATCH;

/**
 * Ravelry's project statuses on the five of DECISIONS 1: In progress is active, Finished completed, Hibernating
 * hibernating (On Hold), Frogged frogged; anything else (a queued project) is queued.
 */
const STATUSES: Readonly<Record<string, ProjectStatus>> = {
  'in progress': 'active',
  finished: 'completed',
  hibernating: 'hibernating',
  frogged: 'frogged',
};
export const projectStatusOf = (name: string | null | undefined): ProjectStatus =>
  STATUSES[(name ?? '').trim().toLowerCase()] ?? 'queued';

/** Ravelry's dates ("2025/03/01" or "2025-03-01", maybe with a time) as YYYY-MM-DD; null when not a real date. */
export function dayOf(value: string | null | undefined): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(value ?? '');
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

/** What the sync knows of a Ravelry pattern it imported: the library pattern's id. */
export type ImportedPatterns = ReadonlyMap<number, string>;

/**
 * A Ravelry project as the projects service's upsert takes it: linked to its pattern when the same sync imported
 * it (`patterns`), else with Ravelry's pattern name only. Null when even the cleaned project is refused.
 */
export function toExternalProject(
  project: RavelryProjectJson,
  patterns: ImportedPatterns,
): ExternalProjectEntry | null {
  const name = line(project.name, 200) ?? `Ravelry project ${project.id}`;
  const photo = httpAddress(project.first_photo?.medium_url ?? project.first_photo?.small_url);
  const progress = Math.round(Math.min(Math.max(project.progress ?? 0, 0), 100));
  const parsed = ExternalProjectEntrySchema.safeParse({
    external_id: String(project.id),
    name,
    status: projectStatusOf(project.status_name),
    pattern_id: project.pattern_id ? (patterns.get(project.pattern_id) ?? null) : null,
    pattern_title: line(project.pattern_name, 200),
    craft_type: /crochet/i.test(project.craft_name ?? '') ? 'crochet' : 'knitting',
    size: line(project.size, 40),
    start_date: dayOf(project.started),
    end_date: dayOf(project.completed),
    progress_percentage: Number.isFinite(progress) ? progress : 0,
    notes: note(project.notes, 10_000),
    recipient: line(project.made_for, 120),
    photos: photo ? [{ url: photo, alt: name }] : [],
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Projects: the list paged through, each project's page read (the list has no notes), sent to the projects
 * service 50 at a time, each linked to its pattern when this sync imported it (`imported`: Ravelry pattern id
 * to library pattern id).
 */
export async function importProjects(
  context: SyncContext,
  path: string,
  imported: ImportedPatterns,
): Promise<ProjectExternalSyncReport[]> {
  const { userId, session, progress } = context;
  const ids = [
    ...new Set(
      await everyPage(session, `${path}/list.json`, {}, ProjectListAnswerSchema, (answer) =>
        answer.projects.map((project) => project.id),
      ),
    ),
  ];
  await progress(0, ids.length, 'projects');
  const present: string[] = [];
  const results: ProjectExternalSyncReport[] = [];
  let batch: ExternalProjectEntry[] = [];
  const send = async (last: boolean) => {
    const answer = await context.data.projects(userId, {
      source: 'ravelry',
      entries: batch,
      ...(last ? { present_ids: present } : {}),
    });
    results.push(...answer.results);
    batch = [];
  };
  for (const [index, id] of ids.entries()) {
    let project;
    try {
      project = ProjectShowAnswerSchema.parse(await session.get(`${path}/${id}.json`)).project;
    } catch (error) {
      if (!(error instanceof RavelryNotFoundError)) throw error;
    }
    if (project) {
      present.push(String(project.id));
      const entry = toExternalProject(project, imported);
      if (entry) batch.push(entry);
      else context.warn(`ravelry project ${id} left out: its fields do not fit a project`);
    }
    if (batch.length >= PROJECT_BATCH) await send(false);
    await progress(index + 1, ids.length, 'projects');
  }
  await send(true);
  return results;
}
