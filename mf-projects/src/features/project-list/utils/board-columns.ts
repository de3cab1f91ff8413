import { PROJECT_STATUSES, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';

/** The board's five columns in order (DECISIONS 1), each with its projects in the list's order. */
export function groupByStatus<P extends Pick<Project, 'status'>>(
  projects: readonly P[],
): Record<ProjectStatus, P[]> {
  const columns = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, [] as P[]])) as Record<
    ProjectStatus,
    P[]
  >;
  for (const project of projects) columns[project.status]?.push(project);
  return columns;
}

/** The column a keyboard move lands on: one step left or right, stopping at the ends. */
export function neighbourStatus(status: ProjectStatus, step: -1 | 1): ProjectStatus {
  const index = PROJECT_STATUSES.indexOf(status);
  const next = Math.max(0, Math.min(PROJECT_STATUSES.length - 1, index + step));
  return PROJECT_STATUSES[next] ?? status;
}
