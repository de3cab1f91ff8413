import {
  PROJECT_PRIORITIES,
  type Project,
  type ProjectAllocation,
  type ProjectCounter,
  type ProjectPriority,
  type ProjectStatus,
  type SizeYardage,
} from '@yarn-mgmt/contracts';
import { runOut } from '@yarn-mgmt/domain';
import type { ProjectCounterEntity, ProjectEntity } from './project.entity.js';

/** low 1, medium 2, high 3: the stored number sorts highest first. */
export const priorityNumber = (priority: ProjectPriority | null): number | null =>
  priority === null ? null : PROJECT_PRIORITIES.indexOf(priority) + 1;
export const priorityOf = (value: number | null): ProjectPriority | null =>
  value === null ? null : (PROJECT_PRIORITIES[value - 1] ?? null);

/** What search reads, one field a line. */
export const searchTextOf = (
  row: Pick<ProjectEntity, 'name' | 'patternTitle' | 'recipient' | 'notes'>,
): string => [row.name, row.patternTitle, row.recipient, row.notes].filter(Boolean).join('\n');

/**
 * The yards the chosen size needs: its row of the pattern's yardage per size (the first row when no size is
 * chosen), else the pattern's yardage required; null when the pattern says nothing (or there is no pattern).
 */
export function neededYards(
  bySize: SizeYardage[],
  required: number | null,
  size: string | null,
): number | null {
  const wanted = size?.toLowerCase();
  const row = wanted === undefined ? bySize[0] : bySize.find((entry) => entry.size?.toLowerCase() === wanted);
  return row?.yards ?? required;
}

/** The pattern's own spelling of a size the user chose (any case); undefined when it has no such size. */
export function patternSize(sizes: string[], size: string): string | undefined {
  return sizes.find((entry) => entry.toLowerCase() === size.toLowerCase());
}

/**
 * What a status brings with it: a start date when work starts, an end date and 100 % when it is completed
 * (each only when not set already).
 */
export function statusEffects(
  status: ProjectStatus,
  current: Pick<ProjectEntity, 'startDate' | 'endDate'>,
  today: string,
): Partial<Pick<ProjectEntity, 'startDate' | 'endDate' | 'progressPercentage'>> {
  if (status === 'active' && current.startDate === null) return { startDate: today };
  if (status === 'completed') {
    return { progressPercentage: 100, ...(current.endDate === null ? { endDate: today } : {}) };
  }
  return {};
}

/** Progress that follows a counter: its share of the total rows, whole percent, at most 100. */
export const progressFromRows = (value: number, totalRows: number): number =>
  Math.min(100, Math.floor((value * 100) / totalRows));

export const toCounter = (row: ProjectCounterEntity): ProjectCounter => ({
  id: row.id,
  name: row.name,
  value: row.value,
  target: row.target,
  position: row.position,
});

/** The project's answer; its yarn comes from the allocations feature (ProjectYarnPort). */
export function toProject(
  row: ProjectEntity,
  yarn: ProjectAllocation[],
  counters: ProjectCounterEntity[],
): Project {
  const needed = row.patternId
    ? neededYards(row.patternYardageBySize, row.patternYardageRequired, row.size)
    : null;
  return {
    id: row.id,
    name: row.name,
    project_name: row.name,
    status: row.status,
    pattern_id: row.patternId,
    pattern_name: row.patternTitle,
    pattern:
      row.patternTitle === null
        ? null
        : { title: row.patternTitle, craft_type: row.patternCraftType ?? row.craftType },
    pattern_sizes: row.patternSizes,
    craft_type: row.craftType,
    size: row.size,
    start_date: row.startDate,
    end_date: row.endDate,
    progress_percentage: row.progressPercentage,
    notes: row.notes,
    priority: priorityOf(row.priority),
    target_completion_date: row.targetCompletionDate,
    recipient: row.recipient,
    size_made: row.sizeMade,
    needle_size: row.needleSize,
    gauge_achieved: row.gaugeAchieved,
    photos: row.photos,
    allocations: yarn,
    counters: counters.map(toCounter),
    total_rows: row.totalRows,
    progress_follows_counter_id: row.progressCounterId,
    run_out: runOut(needed, yarn),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
