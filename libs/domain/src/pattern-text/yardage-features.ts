import { YARDAGE_KINDS, type YardageCandidate } from './yardage-candidates.js';

/**
 * What the yardage model (yardage-model.ts) knows of one reading of the yarn needed: how it was read (its kind), how
 * many values it has against the sizes, their order and size, and whether other readings agree. Each 0 or 1 unless
 * said; weighed as the corpus taught (scripts/train-reader-models.mjs).
 */
export const YARDAGE_FEATURES = [
  ...YARDAGE_KINDS.map((kind) => `kind: ${kind}`),
  'one value',
  'one value per size',
  'values not one per size',
  'rising with the size',
  'magnitude',
  'under 60 yards',
  'over 4000 yards',
  'read more than one way',
  'no sizes named',
] as const;

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => Math.abs(value - b[index]) <= Math.max(5, value * 0.01));

/** The feature vector of `candidates[index]`, given the sizes read (in YARDAGE_FEATURES' order). */
export function yardageFeatures(
  candidates: readonly YardageCandidate[],
  index: number,
  sizes: readonly string[] | undefined,
): number[] {
  const { yards, kind } = candidates[index];
  const flag = (value: boolean) => (value ? 1 : 0);
  const count = sizes?.length ?? 0;
  const largest = Math.max(...yards);
  return [
    ...YARDAGE_KINDS.map((other) => flag(other === kind)),
    flag(yards.length === 1),
    flag(yards.length > 1 && yards.length === count),
    flag(yards.length > 1 && yards.length !== count),
    flag(yards.length > 1 && yards.every((value, at) => at === 0 || value >= yards[at - 1])),
    Math.log10(Math.max(1, largest)) / 4,
    flag(largest < 60),
    flag(largest > 4000),
    flag(candidates.some((other, at) => at !== index && same(other.yards, yards))),
    flag(count === 0),
  ];
}

export { same as sameYards };
