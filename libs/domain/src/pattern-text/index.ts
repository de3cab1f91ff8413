export { readPatternText } from './read-pattern-text.js';
export { PATTERN_TECHNIQUES, type PatternTechnique } from './techniques.js';
export { CROCHET_HOOK_SIZES, KNITTING_NEEDLE_SIZES } from './tool-size-table.js';
export { readDifficulty, readMaterials, readPatternAnalysis } from './pattern-analysis.js';
// The learnt choices' training (scripts/train-reader-models.mjs): not used by the reader at run time.
export { fitRanker, type RankerExample, type RankerModel } from './ranker-fit.js';
export { TITLE_FEATURES } from './title-features.js';
export { TITLE_MODEL } from './title-model-weights.js';
export { sameTitle, titleTrainingExample, titleWithModel } from './title-training.js';
export { SIZE_FEATURES } from './size-features.js';
export { SIZE_MODEL } from './size-model-weights.js';
export { sameSizes, sizesWithModel, sizeTrainingExample } from './size-training.js';
export { DESIGNER_FEATURES } from './designer-features.js';
export { DESIGNER_MODEL } from './designer-model-weights.js';
export { designerTrainingExample, designerWithModel } from './designer-training.js';
export { YARDAGE_FEATURES } from './yardage-features.js';
export { YARDAGE_MODEL } from './yardage-model-weights.js';
export { sameYardage, yardageTrainingExample, yardageWithModel } from './yardage-training.js';
