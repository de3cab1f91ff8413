import { PROJECT_SORT_DEFAULT_ORDER, type ProjectListQuery, type ProjectStatus } from '@yarn-mgmt/contracts';
import { containsPattern, isUuid } from '@yarn-mgmt/nest-kit';

export interface ProjectListSql {
  /** Conditions over `p` (projects), joined with AND. */
  where: string;
  orderBy: string;
  params: unknown[];
}

/** The list's filters without status, sort and paging (what the tabs' counts share with the list). */
export type ProjectFilters = Pick<
  ProjectListQuery,
  'search' | 'pattern' | 'recipient' | 'yarn' | 'start_from' | 'start_to'
>;

const SORT_KEYS = {
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
  priority: 'p.priority',
  project_name: 'lower(p.name)',
  target_completion_date: 'p.target_completion_date',
} as const;

/**
 * Every filter, the status, the sort and its tiebreak of `GET /projects` as SQL over one user's rows (spec part 1
 * sections 3 and 9). Values only ever travel as parameters; the sort comes from a closed list. `pattern` and
 * `yarn` take an id (the pattern's, the stash entry's) or words of its title or brand, line and colourway.
 */
export function buildProjectListQuery(
  userId: string,
  filters: ProjectFilters,
  status?: ProjectStatus,
  sort?: Pick<ProjectListQuery, 'sort' | 'order'>,
): ProjectListSql {
  const params: unknown[] = [userId];
  const conditions = ['p.user_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  if (status) conditions.push(`p.status = ${param(status)}`);
  if (filters.search) conditions.push(`p.search_text ILIKE ${param(containsPattern(filters.search))}`);
  if (filters.pattern) {
    conditions.push(
      isUuid(filters.pattern)
        ? `p.pattern_id = ${param(filters.pattern)}`
        : `p.pattern_title ILIKE ${param(containsPattern(filters.pattern))}`,
    );
  }
  if (filters.recipient) {
    conditions.push(`lower(p.recipient) LIKE lower(${param(containsPattern(filters.recipient))})`);
  }
  if (filters.yarn) {
    const match = isUuid(filters.yarn)
      ? `a.yarn_id = ${param(filters.yarn)}`
      : `concat_ws(' ', a.brand, a.line, a.colorway) ILIKE ${param(containsPattern(filters.yarn))}`;
    conditions.push(
      `EXISTS (SELECT 1 FROM project_allocations a WHERE a.project_id = p.id AND a.user_id = $1 AND ${match})`,
    );
  }
  if (filters.start_from) conditions.push(`p.start_date >= ${param(filters.start_from)}`);
  if (filters.start_to) conditions.push(`p.start_date <= ${param(filters.start_to)}`);

  const field = sort?.sort ?? 'updated_at';
  const direction = (sort?.order ?? PROJECT_SORT_DEFAULT_ORDER[field]).toUpperCase();
  // Projects without the sorted value go last either way; id makes pages stable when keys tie.
  const nulls = field === 'priority' || field === 'target_completion_date' ? ' NULLS LAST' : '';
  const orderBy = `${SORT_KEYS[field]} ${direction}${nulls}, p.id ${direction}`;

  return { where: conditions.join(' AND '), orderBy, params };
}
