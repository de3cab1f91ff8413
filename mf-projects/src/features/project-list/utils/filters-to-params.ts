import {
  PROJECT_STATUS_INPUTS,
  type RawProjectListQuery,
  type ProjectSortField,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { canonicalStatus } from '@yarn-mgmt/domain';

/** The Filters panel (spec part 1 section 3, "Project list filters"); dates are YYYY-MM-DD or ''. */
export interface ProjectFilters {
  search: string;
  pattern: string;
  recipient: string;
  yarn: string;
  start_from: string;
  start_to: string;
}

export const DEFAULT_FILTERS: ProjectFilters = {
  search: '',
  pattern: '',
  recipient: '',
  yarn: '',
  start_from: '',
  start_to: '',
};

/** Spec section 9: updated_at is the default sort. */
export const DEFAULT_SORT: ProjectSortField = 'updated_at';

/** The tab of `?status=`: a canonical status, or one of the spec's other words for it; anything else is All. */
export function statusFromParam(value: string | null): ProjectStatus | null {
  const known = PROJECT_STATUS_INPUTS.find((status) => status === value);
  return known ? canonicalStatus(known) : null;
}

/** The filters the list and the tab counts share: values left empty are not sent. */
export function filterParams(filters: ProjectFilters): Partial<RawProjectListQuery> {
  const params: Partial<RawProjectListQuery> = {};
  for (const [key, value] of Object.entries(filters) as Array<[keyof ProjectFilters, string]>) {
    const trimmed = value.trim();
    if (trimmed) params[key] = trimmed;
  }
  return params;
}

/** `GET /projects`' query: the filters, the sort, and the tab's status (left out for All). */
export function listParams(
  filters: ProjectFilters,
  status: ProjectStatus | null,
  sort: ProjectSortField,
): RawProjectListQuery {
  return { ...filterParams(filters), ...(status ? { status } : {}), sort };
}

/** How many filters are set (the Filters button's badge). */
export function activeFilterCount(filters: ProjectFilters): number {
  const keys = Object.keys(filters) as Array<keyof ProjectFilters>;
  return keys.filter((key) => filters[key].trim() !== '').length;
}
