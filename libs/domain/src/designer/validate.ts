import {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_YARN_WEIGHTS,
  type DesignInput,
} from './options.js';
import { DesignerInputError } from './errors.js';

const TEXT_MAX = 500;

function oneOf<T extends string>(field: string, value: unknown, options: readonly T[]): T {
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw new DesignerInputError(field, `${field} must be one of ${options.join(', ')}`);
}

function text(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > TEXT_MAX)
    throw new DesignerInputError(field, `${field} must be text of at most ${TEXT_MAX} characters`);
  return value;
}

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/**
 * The input checked before any arithmetic: the four required options from the spec's lists, texts of sane
 * length, a gauge of 1 to 60 stitches and 1 to 80 rows over 4 in or 10 cm, a positive measurement.
 */
export function validateInput(input: DesignInput): DesignInput {
  const checked: DesignInput = {
    projectType: oneOf('projectType', input.projectType, DESIGNER_PROJECT_TYPES),
    craftType: oneOf('craftType', input.craftType, DESIGNER_CRAFTS),
    difficulty: oneOf('difficulty', input.difficulty, DESIGNER_DIFFICULTIES),
    yarnWeight: oneOf('yarnWeight', input.yarnWeight, DESIGNER_YARN_WEIGHTS),
    size: text('size', input.size),
    patternStyle: text('patternStyle', input.patternStyle),
    specialFeatures: text('specialFeatures', input.specialFeatures),
    crochetTerms:
      input.crochetTerms === undefined
        ? undefined
        : oneOf('crochetTerms', input.crochetTerms, ['US', 'UK'] as const),
  };
  if (input.gauge !== undefined) {
    const { stitches, rows, over } = input.gauge;
    if (!within(stitches, 1, 60) || !within(rows, 1, 80))
      throw new DesignerInputError('gauge', 'Gauge must be 1 to 60 stitches and 1 to 80 rows');
    checked.gauge = { stitches, rows, over: oneOf('gauge.over', over, ['4 in', '10 cm'] as const) };
  }
  if (input.measurement !== undefined) {
    if (!within(input.measurement.value, 0.01, 1000))
      throw new DesignerInputError('measurement', 'Measurement must be a positive number');
    checked.measurement = {
      value: input.measurement.value,
      unit: oneOf('measurement.unit', input.measurement.unit, ['in', 'cm'] as const),
    };
  }
  return checked;
}
