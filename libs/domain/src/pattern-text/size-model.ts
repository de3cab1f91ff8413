import type { PatternDocument } from './pattern-document.js';
import { rankerChoice, type RankerModel } from './ranker-fit.js';
import { lineLists, sizeFeatures } from './size-features.js';
import { SIZE_MODEL } from './size-model-weights.js';
import { sizeStatements, type SizeStatement } from './size-statements.js';

/** The statements the model chooses among (each list of sizes once, where the rules found it first) and their rows. */
export function sizeChoices(document: PatternDocument): { statements: SizeStatement[]; rows: number[][] } {
  const all = sizeStatements(document);
  const lines = document.lines.filter((line) => line !== '');
  const lists = lineLists(lines);
  const rows = all.map((_, index) => sizeFeatures(all, index, lists, lines.length));
  const keys = all.map((statement) => statement.sizes.join('|').toLowerCase());
  const first = all.flatMap((_, index) => (keys.indexOf(keys[index]) === index ? [index] : []));
  return { statements: first.map((index) => all[index]), rows: first.map((index) => rows[index]) };
}

/** The statement the size model picks (null: the text names no size) and how likely it rates that choice. */
export function chooseSizes(
  document: PatternDocument,
  model: RankerModel = SIZE_MODEL,
): { statement: SizeStatement | null; probability: number } {
  const { statements, rows } = sizeChoices(document);
  if (statements.length === 0) return { statement: null, probability: 1 };
  const choice = rankerChoice(model, rows);
  return { statement: choice.index < 0 ? null : statements[choice.index], probability: choice.probability };
}
