import { DIFFICULTY_FILTER_LEVELS, type PatternListQuery } from '@yarn-mgmt/contracts';
import { containsPattern } from '@yarn-mgmt/nest-kit';

/** The tables a list query reads: `p` patterns, `d` its designer (left joined, for the designer sort). */
export const PATTERN_LIST_FROM = `FROM patterns p LEFT JOIN pattern_designers d ON d.id = p.designer_id`;

export interface PatternListSql {
  /** Conditions over `p` and `d`, joined with AND. */
  where: string;
  orderBy: string;
  params: unknown[];
}

/** For the "makeable" filter: each weight a stash group fits, and the most yards one such group has. */
export interface MakeableYards {
  weights: string[];
  yards: number[];
}

/** A file of our own storage or a cloud file id (the "File Available" chip and the With Files tile). */
export const HAS_FILE_SQL = `(p.google_drive_file_id IS NOT NULL OR EXISTS (SELECT 1 FROM pattern_files f WHERE f.pattern_id = p.id))`;

/** Yards a pattern needs at the least: its smallest size's, else yardage_required (null: it does not say). */
export const NEEDED_YARDS_SQL = `COALESCE((SELECT min(s.yards) FROM pattern_size_yardage s WHERE s.pattern_id = p.id), p.yardage_required)`;

const SORT_KEYS = {
  created_at: 'p.created_at',
  title: 'lower(p.title)',
  designer: 'lower(d.name)',
  difficulty_level: 'p.difficulty_level',
  yardage_required: 'p.yardage_required',
} as const;

/**
 * Every filter, the sort and its tiebreak of `GET /patterns` as SQL over one user's rows (spec part 1 sections
 * 3 and 9). Values only ever travel as parameters; the sort comes from a closed list. `makeable` is what the
 * stash offers, asked of the inventory service before the query is built.
 */
export function buildPatternListQuery(
  userId: string,
  query: PatternListQuery,
  makeable?: MakeableYards,
): PatternListSql {
  const params: unknown[] = [userId];
  const conditions = ['p.user_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  if (query.search) conditions.push(`p.search_text ILIKE ${param(containsPattern(query.search))}`);
  if (query.category) {
    conditions.push(
      `p.category_id = (SELECT id FROM pattern_categories WHERE name = ${param(query.category)})`,
    );
  }
  if (query.craft_type) conditions.push(`p.craft_type = ${param(query.craft_type)}`);
  if (query.difficulty) {
    conditions.push(`p.difficulty_level = ANY(${param(DIFFICULTY_FILTER_LEVELS[query.difficulty])}::int[])`);
  }
  if (query.is_free !== undefined) conditions.push(`p.is_free = ${param(query.is_free)}`);
  if (query.has_file !== undefined) conditions.push(query.has_file ? HAS_FILE_SQL : `NOT ${HAS_FILE_SQL}`);
  if (query.designer) {
    conditions.push(
      // Part of the name, any case: "tin can" finds "Tin Can Knits". Among the user's own designers only
      // (the (user_id, lower(name)) index), then the (user_id, designer_id) index of the patterns.
      `p.designer_id IN (SELECT id FROM pattern_designers WHERE user_id = $1 AND name ILIKE ${param(containsPattern(query.designer))})`,
    );
  }
  // The slider's range and the pattern's own range (yardage_required to yardage_max) overlap.
  if (query.yardageMin !== undefined) {
    conditions.push(`COALESCE(p.yardage_max, p.yardage_required) >= ${param(query.yardageMin)}`);
  }
  if (query.yardageMax !== undefined) conditions.push(`p.yardage_required <= ${param(query.yardageMax)}`);
  if (query.priceFilter === 'free') conditions.push('p.is_free');
  if (query.priceFilter === 'paid') conditions.push('NOT p.is_free');
  if (query.yarnWeight) conditions.push(`p.yarn_weight = ${param(query.yarnWeight)}`);
  if (query.favorites) conditions.push('p.is_favorite');
  if (query.source) conditions.push(`p.source = ${param(query.source)}`);
  if (query.makeable && makeable) {
    conditions.push(
      `EXISTS (SELECT 1 FROM unnest(${param(makeable.weights)}::text[], ${param(makeable.yards)}::numeric[])` +
        ` AS m(weight, yards) WHERE m.weight = p.yarn_weight AND m.yards >= ${NEEDED_YARDS_SQL})`,
    );
  }

  const direction = (query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc')).toUpperCase();
  // Patterns without the sorted value go last either way; id makes pages stable when keys tie.
  const nulls = ['designer', 'difficulty_level', 'yardage_required'].includes(query.sort)
    ? ' NULLS LAST'
    : '';
  const orderBy = `${SORT_KEYS[query.sort]} ${direction}${nulls}, p.id ${direction}`;

  return { where: conditions.join(' AND '), orderBy, params };
}
