import type { Pattern, StashMatch, StashSummaryGroup } from '@yarn-mgmt/contracts';
import { compareStashGroups, matchStashGroup } from '@yarn-mgmt/domain';
import { fits } from '../patterns/yarn-fit.js';

type Needs = Pick<Pattern, 'yardage_by_size' | 'yardage_required'>;

/**
 * The size the card is about and the yards it needs: the chosen size's (by default the first the pattern lists),
 * else yardage_required. `undefined` when the pattern has no size of that name.
 */
export function neededYards(
  pattern: Needs,
  size?: string,
): { size: string | null; yards: number | null } | undefined {
  const rows = pattern.yardage_by_size;
  // An empty `size=` is no choice at all, as a page may send before the user picks one.
  const wanted = size ? size.toLowerCase() : undefined;
  const row = wanted === undefined ? rows[0] : rows.find((entry) => entry.size?.toLowerCase() === wanted);
  if (wanted !== undefined && !row) return undefined;
  return { size: row?.size ?? null, yards: row?.yards ?? pattern.yardage_required };
}

type MatchPattern = Needs & Pick<Pattern, 'yarn_weight'>;

/**
 * "What can I make from my stash": the stash groups of a fitting weight, each against the yards the size needs.
 * A pattern naming no yardage (or no weight) has nothing to compare against, so no groups. `groups` null means
 * the inventory did not answer (`available: false`). `undefined` when the pattern has no such size.
 */
export function matchStash(
  pattern: MatchPattern,
  groups: StashSummaryGroup[] | null,
  size?: string,
): StashMatch | undefined {
  const need = neededYards(pattern, size);
  if (!need) return undefined;
  const sizes = pattern.yardage_by_size.flatMap((row) => (row.size === null ? [] : [row.size]));
  const base = { size: need.size, sizes, needed_yards: need.yards, yarn_weight: pattern.yarn_weight };
  if (groups === null) return { available: false, ...base, groups: [] };
  const needed = need.yards;
  if (needed === null || !pattern.yarn_weight) return { available: true, ...base, groups: [] };
  const matched = groups
    .filter((group) => fits(pattern.yarn_weight, group.weight_category))
    .map((group) => matchStashGroup(group, needed, group.weight_category !== pattern.yarn_weight))
    .sort(compareStashGroups);
  return { available: true, ...base, groups: matched };
}
