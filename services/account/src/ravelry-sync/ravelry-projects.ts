import type { ProjectExternalSyncReport } from '@yarn-mgmt/contracts';
import { RavelryNotFoundError } from './ravelry-api-session.js';
import { everyPage } from './ravelry-lists.js';
import type { ProjectsSeen } from '../integrations/integration-link.entity.js';
import type { SyncContext } from './sync-context.js';
import {
  ExternalProjectEntrySchema,
  PROJECT_EXTERNAL_SYNC_MAX_BATCH,
  type ExternalProjectEntry,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { PaginatorSchema, httpAddress, line, note } from './ravelry-lists.js';

/**
 * `/projects/{u}/list.json`: the projects (no notes: those are on each project's own page), when each last changed
 * and its pattern.
 */
export const ProjectListAnswerSchema = z.object({
  projects: z.array(
    z.object({
      id: z.number().int().positive(),
      updated_at: z.string().nullish(),
      pattern_id: z.number().int().nullish(),
    }),
  ),
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

/** What one projects import did, and what it read for the next one (ProjectsSeen). */
export interface ProjectsImport {
  results: ProjectExternalSyncReport[];
  seen: ProjectsSeen;
}

/** Outcomes after which the project here is as Ravelry has it (a conflict is read again until settled). */
const SETTLED = new Set(['created', 'updated', 'unchanged']);

/**
 * Projects: the list paged through, the page of each project read (the list has no notes) when its `updated_at`
 * moved since the last sync (`before`) or the pattern it links to here did, sent to the projects service 50 at a
 * time, each linked to its pattern when this sync imported it (`imported`: Ravelry pattern id to library pattern
 * id); the last batch names every id still on Ravelry. A project that did not move is reported unchanged without a
 * call: a re-sync of unchanged projects costs the list's pages, not one call per project at 2 a second.
 */
export async function importProjects(
  context: SyncContext,
  path: string,
  imported: ImportedPatterns,
  before: ProjectsSeen,
): Promise<ProjectsImport> {
  const { userId, session, progress } = context;
  const listed = await everyPage(session, `${path}/list.json`, {}, ProjectListAnswerSchema, (answer) =>
    answer.projects.map((project) => [project.id, project] as const),
  );
  const list = new Map(listed);
  const ids = [...list.keys()];
  await progress(0, ids.length, 'projects');
  const present: string[] = [];
  const results: ProjectExternalSyncReport[] = [];
  const seen: ProjectsSeen = {};
  // The library pattern each project sent was linked to, by Ravelry project id.
  const linked = new Map<string, string | null>();
  let batch: ExternalProjectEntry[] = [];
  const send = async (last: boolean) => {
    const answer = await context.data.projects(userId, {
      source: 'ravelry',
      entries: batch,
      ...(last ? { present_ids: present } : {}),
    });
    results.push(...answer.results);
    // Remembered only once the projects service took it: a project that failed is read again next time.
    for (const result of answer.results) {
      const at = list.get(Number(result.external_id))?.updated_at;
      if (at && SETTLED.has(result.outcome) && linked.has(result.external_id))
        seen[result.external_id] = {
          at,
          project: result.project_id,
          pattern: linked.get(result.external_id) ?? null,
        };
    }
    batch = [];
  };
  for (const [index, id] of ids.entries()) {
    const key = String(id);
    const earlier = before[key];
    const listedPattern = list.get(id)?.pattern_id;
    const pattern = listedPattern ? (imported.get(listedPattern) ?? null) : null;
    if (earlier && earlier.at === list.get(id)?.updated_at && earlier.pattern === pattern) {
      present.push(key);
      seen[key] = earlier;
      results.push({ external_id: key, project_id: earlier.project, outcome: 'unchanged' });
    } else {
      let project;
      try {
        project = ProjectShowAnswerSchema.parse(await session.get(`${path}/${id}.json`)).project;
      } catch (error) {
        // Deleted on Ravelry since the list was read: not present any more.
        if (!(error instanceof RavelryNotFoundError)) throw error;
      }
      if (project) {
        present.push(String(project.id));
        const entry = toExternalProject(project, imported);
        if (entry) {
          batch.push(entry);
          linked.set(entry.external_id, entry.pattern_id ?? null);
        } else context.warn(`ravelry project ${id} left out: its fields do not fit a project`);
      }
      if (batch.length >= PROJECT_BATCH) await send(false);
    }
    await progress(index + 1, ids.length, 'projects');
  }
  await send(true);
  return { results, seen };
}
