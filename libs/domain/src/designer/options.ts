import type { OwnGauge } from './gauge/gauge.js';

/** The designer's options, as spec part 2 section 9 lists them. */
export const DESIGNER_PROJECT_TYPES = [
  'sweater',
  'scarf',
  'hat',
  'socks',
  'blanket',
  'shawl',
  'gloves',
] as const;
export type DesignerProjectType = (typeof DESIGNER_PROJECT_TYPES)[number];

export const DESIGNER_CRAFTS = ['knitting', 'crochet'] as const;
export type DesignerCraft = (typeof DESIGNER_CRAFTS)[number];

export const DESIGNER_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type DesignerDifficulty = (typeof DESIGNER_DIFFICULTIES)[number];

export const DESIGNER_YARN_WEIGHTS = [
  'lace',
  'fingering',
  'sport',
  'dk',
  'worsted',
  'bulky',
  'super-bulky',
] as const;
export type DesignerYarnWeight = (typeof DESIGNER_YARN_WEIGHTS)[number];

/** A body or item measurement the knitter gives instead of a standard size. */
export interface OwnMeasurement {
  value: number;
  unit: 'in' | 'cm';
}

/**
 * The designer's input (spec part 2 section 3: projectType, craftType, difficulty, yarnWeight, size, patternStyle,
 * specialFeatures) plus what the engine can use beyond it: the knitter's own gauge (stockinette for knitting,
 * single crochet for crochet), their own measurement (chest, head, foot or hand circumference; a scarf's,
 * blanket's or shawl's width), and UK crochet terms.
 */
export interface DesignInput {
  projectType: DesignerProjectType;
  craftType: DesignerCraft;
  difficulty: DesignerDifficulty;
  yarnWeight: DesignerYarnWeight;
  size?: string;
  patternStyle?: string;
  specialFeatures?: string;
  gauge?: OwnGauge;
  measurement?: OwnMeasurement;
  crochetTerms?: 'US' | 'UK';
}

/** The measurement an own measurement stands for, per project type. */
export const MEASUREMENT_MEANING: Record<DesignerProjectType, string> = {
  sweater: 'chest circumference',
  scarf: 'scarf width',
  hat: 'head circumference',
  socks: 'foot circumference',
  blanket: 'blanket width',
  shawl: 'shawl wingspan',
  gloves: 'hand circumference',
};
