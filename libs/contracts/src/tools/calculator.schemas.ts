import { z } from 'zod';
import { PATTERN_YARN_WEIGHTS } from '../patterns/patterns.constants.js';

/**
 * The Yarn Calculator's Calculation Type select (spec part 2 section 2): the spec's four modes in its order, then
 * the two issue 20 adds. The arithmetic is libs/domain's (calculator/); these are its inputs, which the page's
 * form checks with the same schemas.
 */
export const CALCULATION_TYPES = [
  { value: 'total-yardage', label: 'Total Yardage Calculator' },
  { value: 'weight-converter', label: 'Weight Converter' },
  { value: 'gauge', label: 'Gauge Calculator' },
  { value: 'project-estimate', label: 'Project Yardage Estimator' },
  { value: 'yarn-substitution', label: 'Yarn Substitution' },
  { value: 'leftover-yarn', label: 'Leftover Yarn' },
] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number]['value'];

/** Spec part 2 section 5 (the calculators), plus the message of the substitution's two weights. */
export const CALCULATOR_MESSAGES = {
  positiveNumbers: 'Please enter valid positive numbers',
  positiveNumber: 'Please enter a valid positive number',
  projectAndWeight: 'Please select both project type and yarn weight',
  unknownCombination: 'Unable to calculate estimate for this combination',
  bothWeights: 'Please select both yarn weights',
} as const;

/** The Weight Converter's units (spec part 2 section 9 gives the factors between them). */
export const WEIGHT_UNITS = [
  { value: 'g', label: 'Grams (g)' },
  { value: 'oz', label: 'Ounces (oz)' },
  { value: 'lb', label: 'Pounds (lb)' },
] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number]['value'];

/** The estimate table's rows and columns (spec part 2 section 9), in its order. */
export const ESTIMATE_PROJECT_TYPES = [
  { value: 'sweater', label: 'Sweater' },
  { value: 'scarf', label: 'Scarf' },
  { value: 'hat', label: 'Hat' },
  { value: 'socks', label: 'Socks' },
  { value: 'blanket', label: 'Blanket' },
  { value: 'shawl', label: 'Shawl' },
] as const;
export type EstimateProjectType = (typeof ESTIMATE_PROJECT_TYPES)[number]['value'];

export const ESTIMATE_YARN_WEIGHTS = [
  { value: 'fingering', label: 'Fingering' },
  { value: 'sport', label: 'Sport' },
  { value: 'dk', label: 'DK' },
  { value: 'worsted', label: 'Worsted' },
  { value: 'bulky', label: 'Bulky' },
] as const;
export type EstimateYarnWeight = (typeof ESTIMATE_YARN_WEIGHTS)[number]['value'];

const values = <V extends string>(options: ReadonlyArray<{ value: V }>) =>
  options.map((option) => option.value) as [V, ...V[]];

// An empty field (null or undefined), a NaN or an infinity fails with the mode's own message, as the spec has it.
const positive = (error: string) => z.number({ error }).positive({ error });
const notNegative = (error: string) => z.number({ error }).nonnegative({ error });
const chosen = (error: string) => z.string({ error }).min(1, { error });

const { positiveNumbers, positiveNumber, projectAndWeight, bothWeights } = CALCULATOR_MESSAGES;

/** Skeins x yards per skein: both positive. */
export const TotalYardageInputSchema = z.object({
  skeins: positive(positiveNumbers),
  yardsPerSkein: positive(positiveNumbers),
});
export type TotalYardageInput = z.infer<typeof TotalYardageInputSchema>;

/** A positive weight in one unit, converted to another. */
export const WeightConversionInputSchema = z.object({
  value: positive(positiveNumber),
  from: z.enum(values(WEIGHT_UNITS)),
  to: z.enum(values(WEIGHT_UNITS)),
});
export type WeightConversionInput = z.infer<typeof WeightConversionInputSchema>;

/** Stitches and rows counted over a measured number of inches: numbers, the inches above 0 (spec section 5). */
export const GaugeInputSchema = z.object({
  stitches: notNegative(positiveNumbers),
  rows: notNegative(positiveNumbers),
  inches: positive(positiveNumbers),
});
export type GaugeInput = z.infer<typeof GaugeInputSchema>;

/** Both chosen; a pair the estimate table lacks is the domain's "Unable to calculate..." (spec section 5). */
export const ProjectEstimateInputSchema = z.object({
  projectType: chosen(projectAndWeight),
  yarnWeight: chosen(projectAndWeight),
});
export type ProjectEstimateInput = z.infer<typeof ProjectEstimateInputSchema>;

/** The yards a pattern needs, its yarn's weight, and the substitute's weight and yards per skein. */
export const YarnSubstitutionInputSchema = z.object({
  yardsNeeded: positive(positiveNumbers),
  patternWeight: z.enum(PATTERN_YARN_WEIGHTS, { error: bothWeights }),
  substituteWeight: z.enum(PATTERN_YARN_WEIGHTS, { error: bothWeights }),
  yardsPerSkein: positive(positiveNumbers),
});
export type YarnSubstitutionInput = z.infer<typeof YarnSubstitutionInputSchema>;

/** The grams left on the scale and the yarn's label: grams and yards per skein. */
export const LeftoverYarnInputSchema = z.object({
  gramsLeft: positive(positiveNumbers),
  gramsPerSkein: positive(positiveNumbers),
  yardsPerSkein: positive(positiveNumbers),
});
export type LeftoverYarnInput = z.infer<typeof LeftoverYarnInputSchema>;

/** Each mode's input schema, by Calculation Type. */
export const CALCULATOR_INPUT_SCHEMAS = {
  'total-yardage': TotalYardageInputSchema,
  'weight-converter': WeightConversionInputSchema,
  gauge: GaugeInputSchema,
  'project-estimate': ProjectEstimateInputSchema,
  'yarn-substitution': YarnSubstitutionInputSchema,
  'leftover-yarn': LeftoverYarnInputSchema,
} as const satisfies Record<CalculationType, z.ZodType>;
