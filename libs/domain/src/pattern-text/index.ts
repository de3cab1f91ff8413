export { readPatternText } from './read-pattern-text.js';
export { PATTERN_TECHNIQUES, type PatternTechnique } from './techniques.js';
export { CROCHET_HOOK_SIZES, KNITTING_NEEDLE_SIZES } from './tool-size-table.js';
export { readDifficulty, readMaterials, readPatternAnalysis } from './pattern-analysis.js';
