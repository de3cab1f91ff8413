import type { StashMatchGroup } from '@yarn-mgmt/contracts';
import { countText } from './pattern-facts.js';

/** The "From your stash" card's texts beside STASH_UNAVAILABLE_TEXT (contracts). */
export const STASH_EMPTY_TEXT = 'No yarn in your stash fits this pattern';
export const STASH_NO_YARDAGE_TEXT =
  'This pattern names no yardage, so there is nothing to match in your stash';

/**
 * Whole yards with a space between thousands: 1100 -> "1 100", 950 -> "950". A plain space, as the card's
 * examples print it (and what a reader or a test searching the page for "1 100" finds).
 */
export function yardsText(yards: number): string {
  return String(Math.round(yards)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

const plural = (count: number, one: string) => `${countText(count)} ${one}${count === 1 ? '' : 's'}`;

/** "Malabrigo Rios - Ocean" (brand line - colorway; the colorway left off when unknown). */
export function stashGroupTitle(group: Pick<StashMatchGroup, 'brand' | 'line' | 'colorway'>): string {
  const name = `${group.brand} ${group.line}`;
  return group.colorway ? `${name} - ${group.colorway}` : name;
}

/** "3 skeins · 630 yds" */
export function stashHoldingText(group: Pick<StashMatchGroup, 'skeins' | 'yards'>): string {
  return `${plural(group.skeins, 'skein')} · ${yardsText(group.yards)} yds`;
}

/** "Enough: 1 100 of 950 yds" or "Short by 150 yds (about 1 skein of Rios)". */
export function stashVerdictText(
  group: Pick<StashMatchGroup, 'enough' | 'yards' | 'short_by_yards' | 'short_by_skeins' | 'line'>,
  neededYards: number,
): string {
  if (group.enough) return `Enough: ${yardsText(group.yards)} of ${yardsText(neededYards)} yds`;
  const short = `Short by ${yardsText(group.short_by_yards)} yds`;
  return group.short_by_skeins === null
    ? short
    : `${short} (about ${plural(group.short_by_skeins, 'skein')} of ${group.line})`;
}

/** "Neighbouring weight: Worsted" for yarn one weight from the pattern's own, else null. */
export function neighbouringWeightText(
  group: Pick<StashMatchGroup, 'neighbouring_weight' | 'weight_category'>,
): string | null {
  return group.neighbouring_weight ? `Neighbouring weight: ${group.weight_category}` : null;
}

/** One stash group as a list row shows it (libs/ui's StashGroupList). */
export interface StashGroupRowText {
  /** Unique within one match: brand, line, colorway and dye lot. */
  key: string;
  title: string;
  /** "Dye lot A42", or null when unknown. */
  dyeLot: string | null;
  holding: string;
  verdict: string;
  enough: boolean;
  /** "Neighbouring weight: Aran", or null. */
  note: string | null;
}

/** The rows of a stash match, each against the yards needed. */
export function stashGroupRows(groups: readonly StashMatchGroup[], neededYards: number): StashGroupRowText[] {
  return groups.map((group) => ({
    key: `${group.brand}|${group.line}|${group.colorway ?? ''}|${group.dye_lot ?? ''}`,
    title: stashGroupTitle(group),
    dyeLot: group.dye_lot ? `Dye lot ${group.dye_lot}` : null,
    holding: stashHoldingText(group),
    verdict: stashVerdictText(group, neededYards),
    enough: group.enough,
    note: neighbouringWeightText(group),
  }));
}
