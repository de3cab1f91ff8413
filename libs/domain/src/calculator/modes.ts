import type { CalculationType } from '@yarn-mgmt/contracts';
import { leftoverYarn, substituteYarn } from './extra-modes.js';
import type { CalcOutcome } from './outcome.js';
import {
  calculateGauge,
  calculateTotalYardage,
  convertWeight,
  estimateProjectYardage,
} from './spec-modes.js';

/** What each mode takes for granted, in one line the page shows under the Calculation Type. */
export const CALCULATOR_ASSUMPTIONS: Readonly<Record<CalculationType, string>> = {
  'total-yardage': 'Assumes every skein holds the full yardage on its label.',
  'weight-converter': 'Assumes avoirdupois ounces and pounds (1 oz = 28.3495 g, 1 lb = 16 oz).',
  gauge: 'Assumes the stitches and rows were counted over the same measured inches of a blocked swatch.',
  'project-estimate':
    'Assumes an adult size in plain stitches; larger sizes, cables and colourwork take more.',
  'yarn-substitution':
    "Assumes the substitute is knit to the pattern's gauge; skeins are rounded up to whole skeins.",
  'leftover-yarn':
    'Assumes the leftover has the same yards per gram as a full skein (weigh it without the ball band).',
};

const CALCULATORS: Readonly<Record<CalculationType, (input: never) => CalcOutcome>> = {
  'total-yardage': calculateTotalYardage,
  'weight-converter': convertWeight,
  gauge: calculateGauge,
  'project-estimate': estimateProjectYardage,
  'yarn-substitution': substituteYarn,
  'leftover-yarn': leftoverYarn,
};

/** Runs one mode on a form's values (fields may be empty: the mode's message says so). */
export function calculate(type: CalculationType, input: Readonly<Record<string, unknown>>): CalcOutcome {
  return CALCULATORS[type](input as never);
}
