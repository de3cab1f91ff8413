import { YARN_WEIGHTS, type StashMatchGroup, type StashSummaryGroup } from '@yarn-mgmt/contracts';
import { compareStashGroups, matchStashGroup } from '../stash-match.js';
import { stashHoldingText, yardsText } from '../stash-match-text.js';

/** "Do I have enough?": the user's stash of one weight, added up, against the yards an estimate needs. */
export interface StashCheck {
  weight: string;
  neededYards: number;
  /** The weight's groups (line, colourway and dye lot), each against the yards on its own; enough first. */
  groups: StashMatchGroup[];
  totalSkeins: number;
  totalYards: number;
  enough: boolean;
  shortByYards: number;
}

const sameWeight = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The stash summary's groups of `weight` (case aside), summed and weighed against `neededYards`. */
export function checkStash(
  summary: readonly StashSummaryGroup[],
  weight: string,
  neededYards: number,
): StashCheck {
  const ofWeight = summary.filter((group) => sameWeight(group.weight_category, weight));
  const totalYards = round2(ofWeight.reduce((sum, group) => sum + group.yards, 0));
  const totalSkeins = round2(ofWeight.reduce((sum, group) => sum + group.skeins, 0));
  const shortByYards = round2(Math.max(0, neededYards - totalYards));
  return {
    weight,
    neededYards,
    groups: ofWeight.map((group) => matchStashGroup(group, neededYards, false)).sort(compareStashGroups),
    totalSkeins,
    totalYards,
    enough: shortByYards === 0,
    shortByYards,
  };
}

/**
 * Whether the yarn inventory can hold yarn of this weight at all: its weights (YARN_WEIGHTS) have no Fingering,
 * so a fingering estimate has nothing to be checked against, which is not the same as having none of it.
 */
export const stashRecordsWeight = (weight: string) => YARN_WEIGHTS.some((known) => sameWeight(known, weight));

/** Said instead of "Do I have enough?" for a weight the inventory does not record. */
export const stashUnrecordedWeightText = (weight: string) =>
  `Your yarn inventory has no ${weight} weight (it records ${YARN_WEIGHTS.join(', ')}), so your stash cannot be checked for this estimate.`;

/** "Your Worsted stash: 5 skeins · 1 050 yds", or "No Fingering yarn in your stash". */
export function stashCheckSummaryText(check: StashCheck): string {
  if (check.groups.length === 0) return `No ${check.weight} yarn in your stash`;
  return `Your ${check.weight} stash: ${stashHoldingText({ skeins: check.totalSkeins, yards: check.totalYards })}`;
}

/** "Enough: 1 050 of 1 000 yds" or "Short by 200 yds: 800 of 1 000 yds". */
export function stashCheckVerdictText(check: StashCheck): string {
  const holding = `${yardsText(check.totalYards)} of ${yardsText(check.neededYards)} yds`;
  return check.enough ? `Enough: ${holding}` : `Short by ${yardsText(check.shortByYards)} yds: ${holding}`;
}

/** Said under a total made of more than one group: mixing lines, colours or dye lots shows in a garment. */
export const STASH_CHECK_MIXED_TEXT =
  'The total adds up every line, colourway and dye lot of this weight; each below says whether it is enough on its own.';
