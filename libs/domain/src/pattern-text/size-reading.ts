import type { PatternReading } from '@yarn-mgmt/contracts';
import type { PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';
import { chooseSizes } from './size-model.js';

/**
 * The pattern's sizes: of every size statement the rules find, the one the size model picks, or none; its
 * probability tempers the rules' confidence (a close call reads as one to check).
 */
export function readSizes(document: PatternDocument): Pick<PatternReading, 'sizes'> {
  const { statement, probability } = chooseSizes(document);
  if (!statement) return {};
  const sure =
    probability >= 0.9
      ? statement.sure
      : probability >= 0.7
        ? Math.min(statement.sure, 0.7)
        : probability >= 0.5
          ? 0.5
          : 0.4;
  return { sizes: readingField(statement.sizes, sure, statement.source) };
}
