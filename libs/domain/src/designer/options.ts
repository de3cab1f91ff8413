import {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_YARN_WEIGHTS,
  type DesignerCraft,
  type DesignerDifficulty,
  type DesignerProjectType,
  type DesignerYarnWeight,
} from '@yarn-mgmt/contracts';
import type { OwnGauge } from './gauge/gauge.js';

/** The designer's options, as spec part 2 section 9 lists them: one definition, in libs/contracts. */
export { DESIGNER_CRAFTS, DESIGNER_DIFFICULTIES, DESIGNER_PROJECT_TYPES, DESIGNER_YARN_WEIGHTS };
export type { DesignerCraft, DesignerDifficulty, DesignerProjectType, DesignerYarnWeight };

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
