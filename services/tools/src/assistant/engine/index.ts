export * from './engine.types.js';
export { readQuestion } from './read-question.js';
export { answerQuestion, GREETING_TEXT } from './answer.js';
export { SIGN_IN_TEXT, SIGN_IN_DEALS_TEXT } from './answer-sources.js';
export { recommend, searchLines, MAX_RECOMMENDATIONS, type LineMatch } from './recommend.js';
export { substitutesFor } from './substitute.js';
export {
  brandFacts,
  compareBrands,
  stashFacts,
  skeinsFor,
  type BrandFacts,
  type BrandComparison,
  type StashFacts,
  type StashTotal,
  type SkeinCount,
} from './facts.js';
export { USD_PER_UNIT, toUsd } from './money.js';
export type { BrandTable, TableLine } from './table.js';
