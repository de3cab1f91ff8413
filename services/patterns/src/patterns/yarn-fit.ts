import { PATTERN_YARN_WEIGHTS, type StashSummaryGroup } from '@yarn-mgmt/contracts';
import { weightDistance } from '@yarn-mgmt/domain';
import type { MakeableYards } from './pattern-list.query.js';

// Which yarn weights fit a pattern's: the library's "makeable" filter here, and the stash match (stash/) on top.

/** Yarn of the pattern's own weight fits, and so does the neighbouring weight on either side. */
export const fits = (patternWeight: string | null, yarnWeight: string | null) => {
  const distance = weightDistance(patternWeight, yarnWeight);
  return distance !== null && distance <= 1;
};

/**
 * For the library's "makeable" filter: per pattern weight, the most yards one fitting group offers (a pattern
 * is makeable when that covers what it needs). Weights no group fits are left out.
 */
export function makeableYardsByWeight(groups: StashSummaryGroup[]): MakeableYards {
  const weights: string[] = [];
  const yards: number[] = [];
  for (const weight of PATTERN_YARN_WEIGHTS) {
    const fitting = groups.filter((group) => fits(weight, group.weight_category)).map((group) => group.yards);
    if (fitting.length) {
      weights.push(weight);
      yards.push(Math.max(...fitting));
    }
  }
  return { weights, yards };
}
