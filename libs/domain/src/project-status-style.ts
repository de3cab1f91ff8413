import { DEFAULT_PROGRESS_SHOWN, type ProjectStatus } from '@yarn-mgmt/contracts';

/** MUI palette keys of a status chip and board column (the chip's colour is a hint; the label carries meaning). */
export type ProjectStatusColor = 'info' | 'primary' | 'warning' | 'success' | 'default';

const STATUS_COLORS: Readonly<Record<ProjectStatus, ProjectStatusColor>> = {
  queued: 'info',
  active: 'primary',
  hibernating: 'warning',
  completed: 'success',
  // Frogged is a choice, not a failure: grey rather than red.
  frogged: 'default',
};

/**
 * A status as a knitter says it in a sentence ("No queued projects"): the tab labels are nouns or headings
 * ("Queue", "On Hold") that read wrong there, so Queue becomes "queued" and On Hold "on-hold".
 */
const STATUS_WORDS: Readonly<Record<ProjectStatus, string>> = {
  queued: 'queued',
  active: 'active',
  hibernating: 'on-hold',
  completed: 'completed',
  frogged: 'frogged',
};

export function projectStatusColor(status: ProjectStatus): ProjectStatusColor {
  return STATUS_COLORS[status];
}

/** "No active projects", "No on-hold projects" (spec part 1 section 2.8's "No {status} projects"). */
export function emptyStatusText(status: ProjectStatus): string {
  return `No ${STATUS_WORDS[status]} projects`;
}

/** The bar's value: the project's own, or 25 when it is missing (spec part 1 section 9; DECISIONS 5). */
export function progressShown(progress: number | null | undefined): number {
  return typeof progress === 'number' && Number.isFinite(progress)
    ? Math.max(0, Math.min(100, progress))
    : DEFAULT_PROGRESS_SHOWN;
}
