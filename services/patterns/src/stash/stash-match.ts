import type { Pattern, StashMatch, StashMatchGroup, StashSummaryGroup } from '@yarn-mgmt/contracts';
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

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One stash group against the yards needed: enough, or short by how many yards and skeins of that line. */
export function matchGroup(group: StashSummaryGroup, needed: number, neighbouring: boolean): StashMatchGroup {
  const short = round2(Math.max(0, needed - group.yards));
  const perSkein = group.yardage_per_skein && group.yardage_per_skein > 0 ? group.yardage_per_skein : null;
  return {
    brand: group.brand,
    line: group.line,
    colorway: group.colorway,
    dye_lot: group.dye_lot,
    weight_category: group.weight_category ?? '',
    neighbouring_weight: neighbouring,
    skeins: group.skeins,
    yards: group.yards,
    yards_per_skein: perSkein,
    yarn_ids: group.yarn_ids,
    enough: short === 0,
    short_by_yards: short,
    short_by_skeins: short === 0 ? 0 : perSkein === null ? null : Math.ceil(short / perSkein),
  };
}

const text = (value: string | null) => value ?? '';

/** Enough first, the pattern's own weight first, most yards first; then by name, so ties never reorder. */
function byUsefulness(a: StashMatchGroup, b: StashMatchGroup): number {
  return (
    Number(b.enough) - Number(a.enough) ||
    Number(a.neighbouring_weight) - Number(b.neighbouring_weight) ||
    b.yards - a.yards ||
    `${a.brand}\n${a.line}\n${text(a.colorway)}\n${text(a.dye_lot)}`.localeCompare(
      `${b.brand}\n${b.line}\n${text(b.colorway)}\n${text(b.dye_lot)}`,
    )
  );
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
    .map((group) => matchGroup(group, needed, group.weight_category !== pattern.yarn_weight))
    .sort(byUsefulness);
  return { available: true, ...base, groups: matched };
}
