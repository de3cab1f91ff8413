import {
  CALCULATOR_MESSAGES,
  ESTIMATE_PROJECT_TYPES,
  ESTIMATE_YARN_WEIGHTS,
  GaugeInputSchema,
  ProjectEstimateInputSchema,
  TotalYardageInputSchema,
  WeightConversionInputSchema,
  type EstimateProjectType,
  type EstimateYarnWeight,
  type GaugeInput,
  type ProjectEstimateInput,
  type TotalYardageInput,
  type WeightConversionInput,
} from '@yarn-mgmt/contracts';
import {
  ESTIMATE_NOTE,
  GAUGE_SPAN_INCHES,
  METERS_PER_YARD,
  resultNumber,
  WEIGHT_FACTORS,
  YARDAGE_ESTIMATES,
} from './constants.js';
import { failure, parseInput, type CalcOutcome, type CalcResult, type CalcValues } from './outcome.js';

/** The spec's four modes (part 2 sections 2, 5 and 9). */

const yardsLine = (label: string, yards: number) => ({ label, value: `${resultNumber(yards)} yards` });
const metersLine = (label: string, yards: number) => ({
  label,
  value: `${resultNumber(yards * METERS_PER_YARD)} meters`,
});

export interface TotalYardageResult extends CalcResult {
  totalYards: number;
  totalMeters: number;
}

/** Total Yardage Calculator: skeins x yards per skein, in yards and meters. */
export function calculateTotalYardage(input: CalcValues<TotalYardageInput>): CalcOutcome<TotalYardageResult> {
  const parsed = parseInput(TotalYardageInputSchema, input);
  if (!parsed.ok) return parsed;
  const totalYards = parsed.value.skeins * parsed.value.yardsPerSkein;
  return {
    ok: true,
    result: {
      totalYards,
      totalMeters: totalYards * METERS_PER_YARD,
      lines: [yardsLine('Total Yardage', totalYards), metersLine('Total Meters', totalYards)],
    },
  };
}

export interface WeightConversionResult extends CalcResult {
  converted: number;
}

/** Weight Converter: grams, ounces and pounds by the spec's factors; the same unit gives the value back. */
export function convertWeight(input: CalcValues<WeightConversionInput>): CalcOutcome<WeightConversionResult> {
  const parsed = parseInput(WeightConversionInputSchema, input);
  if (!parsed.ok) return parsed;
  const { value, from, to } = parsed.value;
  const converted = from === to ? value : value * WEIGHT_FACTORS[from][to];
  return {
    ok: true,
    result: { converted, lines: [{ label: 'Converted Weight', value: `${resultNumber(converted)} ${to}` }] },
  };
}

export interface GaugeResult extends CalcResult {
  stitchesPerInch: number;
  rowsPerInch: number;
  stitchesPer4Inches: number;
  rowsPer4Inches: number;
}

/** Gauge Calculator: stitches and rows per inch over the measured inches, and per 4 inches (4 x per inch). */
export function calculateGauge(input: CalcValues<GaugeInput>): CalcOutcome<GaugeResult> {
  const parsed = parseInput(GaugeInputSchema, input);
  if (!parsed.ok) return parsed;
  const { stitches, rows, inches } = parsed.value;
  const stitchesPerInch = stitches / inches;
  const rowsPerInch = rows / inches;
  const result = {
    stitchesPerInch,
    rowsPerInch,
    stitchesPer4Inches: stitchesPerInch * GAUGE_SPAN_INCHES,
    rowsPer4Inches: rowsPerInch * GAUGE_SPAN_INCHES,
  };
  return {
    ok: true,
    result: {
      ...result,
      lines: [
        { label: 'Stitches per inch', value: resultNumber(result.stitchesPerInch) },
        { label: 'Rows per inch', value: resultNumber(result.rowsPerInch) },
        { label: `Stitches per ${GAUGE_SPAN_INCHES} inches`, value: resultNumber(result.stitchesPer4Inches) },
        { label: `Rows per ${GAUGE_SPAN_INCHES} inches`, value: resultNumber(result.rowsPer4Inches) },
      ],
    },
  };
}

/** The stash's name of each estimate weight (the inventory's categories: bulky yarn is filed as Chunky). */
export const ESTIMATE_STASH_WEIGHTS: Readonly<Record<EstimateYarnWeight, string>> = {
  fingering: 'Fingering',
  sport: 'Sport',
  dk: 'DK',
  worsted: 'Worsted',
  bulky: 'Chunky',
};

const isProjectType = (value: string): value is EstimateProjectType =>
  ESTIMATE_PROJECT_TYPES.some((option) => option.value === value);
const isYarnWeight = (value: string): value is EstimateYarnWeight =>
  ESTIMATE_YARN_WEIGHTS.some((option) => option.value === value);

export interface ProjectEstimateResult extends CalcResult {
  yards: number;
  note: string;
  stash: { weight: string; yards: number };
}

/** Project Yardage Estimator: the table's yards for the project and weight, with the spec's note. */
export function estimateProjectYardage(
  input: CalcValues<ProjectEstimateInput>,
): CalcOutcome<ProjectEstimateResult> {
  const parsed = parseInput(ProjectEstimateInputSchema, input);
  if (!parsed.ok) return parsed;
  const { projectType, yarnWeight } = parsed.value;
  if (!isProjectType(projectType) || !isYarnWeight(yarnWeight)) {
    return failure(CALCULATOR_MESSAGES.unknownCombination, ['projectType', 'yarnWeight']);
  }
  const yards = YARDAGE_ESTIMATES[projectType][yarnWeight];
  return {
    ok: true,
    result: {
      yards,
      lines: [yardsLine('Estimated Yardage', yards), metersLine('Estimated Meters', yards)],
      note: ESTIMATE_NOTE,
      stash: { weight: ESTIMATE_STASH_WEIGHTS[yarnWeight], yards },
    },
  };
}
