import type { PATTERN_FILTER_YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import {
  PATTERN_YARDAGE_SLIDER,
  type CraftType,
  type DifficultyFilter,
  type PatternCategoryName,
  type RawPatternListQuery,
  type PatternSortField,
  type PriceFilter,
} from '@yarn-mgmt/contracts';

export type Range = readonly [number, number];
export type FilterYarnWeight = (typeof PATTERN_FILTER_YARN_WEIGHTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The library's filter panel (spec part 1 section 3, "Pattern list filters", plus favourites and makeable). */
export interface PatternFilters {
  search: string;
  category: PatternCategoryName | '';
  craft_type: CraftType | '';
  difficulty: DifficultyFilter | '';
  is_free: boolean;
  has_file: boolean;
  designer: string;
  /**
   * null until the user moves the slider. The spec's default range (0-2000) is where the slider's thumbs START,
   * not a filter: applying it would hide every pattern over 2000 yards (and every pattern without yardage) from
   * someone who never touched it. So an untouched slider sends nothing; once moved, the chosen bounds are sent
   * (even when moved back to 0-2000, since then the user asked for it), an end at the slider's limit staying open.
   */
  yardageRange: Range | null;
  priceFilter: PriceFilter;
  yarnWeight: FilterYarnWeight | '';
  favorites: boolean;
  makeable: boolean;
}

export const DEFAULT_FILTERS: PatternFilters = {
  search: '',
  category: '',
  craft_type: '',
  difficulty: '',
  is_free: false,
  has_file: false,
  designer: '',
  yardageRange: null,
  priceFilter: 'all',
  yarnWeight: '',
  favorites: false,
  makeable: false,
};

export interface PatternSort {
  field: PatternSortField;
  order: SortOrder;
}

/** Newest first until the user picks another sort. */
export const DEFAULT_SORT: PatternSort = { field: 'created_at', order: 'desc' };

/** Each sort field's natural direction when picked: newest and most yardage first; names and levels ascending. */
export const SORT_ORDER: Record<PatternSortField, SortOrder> = {
  created_at: 'desc',
  title: 'asc',
  designer: 'asc',
  difficulty_level: 'asc',
  yardage_required: 'desc',
};

/** What the slider shows: the chosen range, or the spec's default while untouched. */
export function shownYardageRange(filters: PatternFilters): Range {
  return filters.yardageRange ?? PATTERN_YARDAGE_SLIDER.defaultRange;
}

/** Filter state and sort to the `GET /patterns` query: values at their defaults are left out. */
export function filtersToParams(
  filters: PatternFilters,
  sort: PatternSort = DEFAULT_SORT,
): RawPatternListQuery {
  const params: RawPatternListQuery = { sort: sort.field, order: sort.order };
  const text = (value: string) => value.trim() || undefined;
  const flag = (on: boolean) => (on ? 'true' : undefined);
  const range = filters.yardageRange;
  const entries: Partial<RawPatternListQuery> = {
    search: text(filters.search),
    category: filters.category || undefined,
    craft_type: filters.craft_type || undefined,
    difficulty: filters.difficulty || undefined,
    is_free: flag(filters.is_free),
    has_file: flag(filters.has_file),
    designer: text(filters.designer),
    yardageMin: range && range[0] > PATTERN_YARDAGE_SLIDER.min ? range[0] : undefined,
    yardageMax: range && range[1] < PATTERN_YARDAGE_SLIDER.max ? range[1] : undefined,
    priceFilter: filters.priceFilter === 'all' ? undefined : filters.priceFilter,
    yarnWeight: filters.yarnWeight || undefined,
    favorites: flag(filters.favorites),
    makeable: flag(filters.makeable),
  };
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}

/** How many filters differ from their defaults (the search box not counted; the yardage range counts once). */
export function activeFilterCount(filters: PatternFilters): number {
  const { search: _search, yardageRange, ...rest } = filters;
  const others = Object.entries(rest).filter(
    ([key, value]) => value !== DEFAULT_FILTERS[key as keyof PatternFilters],
  ).length;
  return others + (yardageRange ? 1 : 0);
}
