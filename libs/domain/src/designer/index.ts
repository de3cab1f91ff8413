/**
 * The pattern designer's built-in engine (DECISIONS 20): a parametric generator whose every stitch count is
 * computed from gauge and size and proved by replaying the steps. Pure: no framework, no I/O.
 */
export {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_YARN_WEIGHTS,
  type DesignInput,
  type DesignerCraft,
  type DesignerDifficulty,
  type DesignerProjectType,
  type DesignerYarnWeight,
  type OwnMeasurement,
} from './options.js';
export { generateDesign, LIBRARY_YARN_WEIGHT, type Design, type FinishedMeasurement } from './generate.js';
export {
  checkDesign,
  MEASURE_TOLERANCE,
  type CheckableDesign,
  type CheckResult,
  type MeasuredSize,
} from './check/check-design.js';
export type { CheckError } from './check/replay.js';
export { missingCounts, statedCounts } from './check/stated-counts.js';
export { DesignerInputError } from './errors.js';
export { FITS, readFit, type Fit } from './sizes/ease.js';
export { sizeOptions, type SizeOption } from './sizes/size-options.js';
export { MEASUREMENT_RANGE } from './sizes/resolve-size.js';
export {
  CYC_YARN_WEIGHTS,
  DESIGNER_WEIGHT_CATEGORY,
  TYPICAL_SKEIN_YARDS,
  type YarnWeightStandard,
} from './gauge/yarn-weights.js';
export type { DesignGauge, OwnGauge } from './gauge/gauge.js';
export type { DesignTool } from './gauge/tools.js';
export { YARDAGE_MARGIN, type SizeYardage, type Yardage } from './yardage/yardage.js';
export { renderSchematic } from './schematic/schematic.js';
export type { DesignerPattern } from './render/pattern-text.js';
export type * from './model/types.js';
