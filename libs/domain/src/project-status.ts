import {
  PROJECT_STATUS_ALIASES,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  type ProjectStatusInputValue,
} from '@yarn-mgmt/contracts';

/**
 * The one canonical status for any word a client may send (DECISIONS 1): `planned` is queued and `in_progress`
 * is active; the five canonical values map to themselves.
 */
export function canonicalStatus(value: ProjectStatusInputValue): ProjectStatus {
  return value === 'planned' || value === 'in_progress' ? PROJECT_STATUS_ALIASES[value] : value;
}

/** "Queue", "Active", "On Hold", "Completed", "Frogged". */
export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_LABELS[status];
}
