import { apiPath } from '../platform/api-path.js';

/** Spec part 1 sections 3, 4 and 9 with DECISIONS 1, 5 and 6: the projects module's vocabularies and limits. */

/** The five canonical statuses, in board order (DECISIONS 1). The server only ever returns these. */
export const PROJECT_STATUSES = ['queued', 'active', 'hibernating', 'completed', 'frogged'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What a tab, a column and a chip call each status. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  queued: 'Queue',
  active: 'Active',
  hibernating: 'On Hold',
  completed: 'Completed',
  frogged: 'Frogged',
};

/**
 * The spec's other words, accepted on write and in the list's `status` filter and never returned
 * (`canonicalStatus` of @yarn-mgmt/domain maps them).
 */
export const PROJECT_STATUS_ALIASES = { planned: 'queued', in_progress: 'active' } as const satisfies Record<
  string,
  ProjectStatus
>;
export const PROJECT_STATUS_INPUTS = [...PROJECT_STATUSES, 'planned', 'in_progress'] as const;
export type ProjectStatusInputValue = (typeof PROJECT_STATUS_INPUTS)[number];

/** A project created from a pattern, or with no status given, starts here (DECISIONS 1). */
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'queued';

/**
 * Priority is three words a knitter reads at a glance, not a number to decode; stored as a small integer so the
 * priority sort (highest first) is an index scan.
 */
export const PROJECT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];
export const PROJECT_PRIORITY_LABELS: Record<ProjectPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Spec section 9: updated_at is the default. */
export const PROJECT_SORT_OPTIONS = [
  { value: 'updated_at', label: 'Recently Updated' },
  { value: 'created_at', label: 'Recently Added' },
  { value: 'priority', label: 'Priority' },
  { value: 'project_name', label: 'Project Name' },
  { value: 'target_completion_date', label: 'Target Date' },
] as const;
export const PROJECT_SORT_FIELDS = [
  'updated_at',
  'created_at',
  'priority',
  'project_name',
  'target_completion_date',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
/**
 * Each sort's natural direction when `order` is omitted: newest first, highest priority first, names A-Z,
 * nearest target date first. Projects without the sorted value come last either way.
 */
export const PROJECT_SORT_DEFAULT_ORDER: Record<ProjectSortField, 'asc' | 'desc'> = {
  updated_at: 'desc',
  created_at: 'desc',
  priority: 'desc',
  project_name: 'asc',
  target_completion_date: 'asc',
};

/** Page sizes of `GET /projects` (DECISIONS 6): the board asks for up to the maximum at once. */
export const PROJECT_PAGE_SIZE = 50;
export const PROJECT_MAX_PAGE_SIZE = 500;
/** The dashboard's Active Projects panel (spec section 9). */
export const ACTIVE_PROJECTS_PANEL_LIMIT = 5;
/** The bar shows this when progress_percentage is missing (spec section 9); the server always sends a value. */
export const DEFAULT_PROGRESS_SHOWN = 25;

/** Counters on one project, and photos on one project. */
export const PROJECT_MAX_COUNTERS = 20;
export const PROJECT_MAX_PHOTOS = 20;

/**
 * API paths of the projects service (under the gateway's `/api`), shared by the controllers' tests and the
 * remote's api files.
 */
export const PROJECTS_API = {
  projects: '/projects',
  project: apiPath('/projects/:id'),
  /** PATCH {status}: a move on the board. */
  status: apiPath('/projects/:id/status'),
  /** The tabs' count chips, for the same filters as the list. */
  counts: '/projects/counts',
  /** POST {yarn_id, skeins, yards}: reserve yarn (never deducted from the stash). */
  allocations: apiPath('/projects/:id/allocations'),
  /** PATCH {skeins, yards} changes the reservation; DELETE releases it. */
  allocation: apiPath('/projects/:id/allocations/:allocationId'),
  /** POST {allocation_id, skeins, yards} with an Idempotency-Key header: deducts from the stash once. */
  usage: apiPath('/projects/:id/usage'),
  counters: apiPath('/projects/:id/counters'),
  counter: apiPath('/projects/:id/counters/:counterId'),
  /** The yarn detail's Projects tab and "Reserved for projects" (read by the inventory service). */
  byYarn: apiPath('/projects/by-yarn/:yarnId'),
  /** This service's part of the dashboard's Recent Activity. */
  recentActivity: '/projects/activity/recent',
} as const;

/** Page texts of spec sections 2.4 and 2.8 and of the issue. */
export const PROJECT_TEXTS = {
  emptyAll: 'No projects yet. Start your first project!',
  loadError: 'Error loading projects',
  emptyPanel: 'No active projects. Start a new one!',
  confirmDelete: 'Are you sure you want to delete this project?',
  enoughYarn: 'Enough yarn',
  addToShoppingList: 'Add to shopping list',
} as const;
