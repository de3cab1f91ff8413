import { PATTERN_YARN_WEIGHTS, type StashMatchGroup, type StashSummaryGroup } from '@yarn-mgmt/contracts';

/**
 * The stash match of the pattern stash card, for every page that weighs the user's stash against yards needed
 * (the pattern detail's "From your stash", the calculator's "Do I have enough?"). The stash comes grouped by
 * line, colourway and dye lot from the inventory's `GET /yarn/stash-summary`.
 */

/** Steps between two weights in PATTERN_YARN_WEIGHTS (thinnest first); null when either is not a known weight. */
export function weightDistance(a: string | null, b: string | null): number | null {
  const weights: readonly string[] = PATTERN_YARN_WEIGHTS;
  const i = a === null ? -1 : weights.indexOf(a);
  const j = b === null ? -1 : weights.indexOf(b);
  if (i < 0 || j < 0) return null;
  return Math.abs(i - j);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One stash group against the yards needed: enough, or short by how many yards and skeins of that line. */
export function matchStashGroup(
  group: StashSummaryGroup,
  needed: number,
  neighbouring: boolean,
): StashMatchGroup {
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
export function compareStashGroups(a: StashMatchGroup, b: StashMatchGroup): number {
  return (
    Number(b.enough) - Number(a.enough) ||
    Number(a.neighbouring_weight) - Number(b.neighbouring_weight) ||
    b.yards - a.yards ||
    `${a.brand}\n${a.line}\n${text(a.colorway)}\n${text(a.dye_lot)}`.localeCompare(
      `${b.brand}\n${b.line}\n${text(b.colorway)}\n${text(b.dye_lot)}`,
    )
  );
}
