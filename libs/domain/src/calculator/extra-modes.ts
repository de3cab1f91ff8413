import {
  LeftoverYarnInputSchema,
  PATTERN_YARN_WEIGHTS,
  YarnSubstitutionInputSchema,
  type LeftoverYarnInput,
  type YarnSubstitutionInput,
} from '@yarn-mgmt/contracts';
import { METERS_PER_YARD, resultNumber } from './constants.js';
import {
  parseInput,
  type CalcNotice,
  type CalcOutcome,
  type CalcResult,
  type CalcValues,
} from './outcome.js';

/** The two modes issue 20 adds after the spec's four: what knitters reach for most. */

const skeinsText = (count: number) => `${count} ${count === 1 ? 'skein' : 'skeins'}`;
const categoriesText = (steps: number) => `${steps} ${steps === 1 ? 'category' : 'categories'}`;

const weightOrder = (weight: string) => (PATTERN_YARN_WEIGHTS as readonly string[]).indexOf(weight);

/** The weight category check: a substitute of another weight changes the fabric, the gauge and the yards. */
export function substituteWeightCheck(patternWeight: string, substituteWeight: string): CalcNotice {
  const steps = weightOrder(substituteWeight) - weightOrder(patternWeight);
  if (steps === 0) {
    return {
      severity: 'success',
      text: `Same weight category (${patternWeight}): a like-for-like substitute.`,
    };
  }
  return {
    severity: 'warning',
    text:
      `Weight differs: the pattern calls for ${patternWeight}, the substitute is ${substituteWeight} ` +
      `(${categoriesText(Math.abs(steps))} ${steps > 0 ? 'heavier' : 'lighter'}). ` +
      'Gauge and yardage will differ: swatch before you buy.',
  };
}

export interface YarnSubstitutionResult extends CalcResult {
  skeinsNeeded: number;
  skeinsToBuy: number;
  notice: CalcNotice;
}

/** Yarn Substitution: the yards the pattern needs in skeins of the substitute, rounded up to whole skeins. */
export function substituteYarn(
  input: CalcValues<YarnSubstitutionInput>,
): CalcOutcome<YarnSubstitutionResult> {
  const parsed = parseInput(YarnSubstitutionInputSchema, input);
  if (!parsed.ok) return parsed;
  const { yardsNeeded, yardsPerSkein, patternWeight, substituteWeight } = parsed.value;
  const skeinsNeeded = yardsNeeded / yardsPerSkein;
  // 4.000000001 skeins is 4: a float's dust never buys a fifth skein.
  const skeinsToBuy = Math.ceil(Math.round(skeinsNeeded * 1e6) / 1e6);
  return {
    ok: true,
    result: {
      skeinsNeeded,
      skeinsToBuy,
      lines: [
        { label: 'Skeins needed', value: `${resultNumber(skeinsNeeded)} skeins` },
        { label: 'Skeins to buy', value: skeinsText(skeinsToBuy) },
        {
          label: `Yards in ${skeinsText(skeinsToBuy)}`,
          value: `${resultNumber(skeinsToBuy * yardsPerSkein)} yards`,
        },
      ],
      notice: substituteWeightCheck(patternWeight, substituteWeight),
    },
  };
}

export interface LeftoverYarnResult extends CalcResult {
  yardsLeft: number;
  skeinsLeft: number;
}

/** Leftover Yarn: grams on the scale, at the label's yards per gram, in yards, meters and skeins. */
export function leftoverYarn(input: CalcValues<LeftoverYarnInput>): CalcOutcome<LeftoverYarnResult> {
  const parsed = parseInput(LeftoverYarnInputSchema, input);
  if (!parsed.ok) return parsed;
  const { gramsLeft, gramsPerSkein, yardsPerSkein } = parsed.value;
  const yardsLeft = (gramsLeft * yardsPerSkein) / gramsPerSkein;
  const skeinsLeft = gramsLeft / gramsPerSkein;
  return {
    ok: true,
    result: {
      yardsLeft,
      skeinsLeft,
      lines: [
        { label: 'Yards left', value: `${resultNumber(yardsLeft)} yards` },
        { label: 'Meters left', value: `${resultNumber(yardsLeft * METERS_PER_YARD)} meters` },
        { label: 'Skeins left', value: `${resultNumber(skeinsLeft)} skeins` },
      ],
    },
  };
}
