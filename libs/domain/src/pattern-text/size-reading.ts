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

// Worn and made to fit a head or a hand: a pattern for one that lists no sizes is made in one size.
const FITTED =
  /\b(?:hat|beanie|beret|toque|tuque|tam|cap|headband|ear\s?warmers?|mitts|mittens|wristlets|wrist\s?warmers|gloves)\b/i;

/**
 * "One size" for a fitted item (a hat, a beret, mitts, named in the title) whose text lists no sizes, read as a
 * value to check: the pattern never says it, and a size list the rules missed would read the same.
 */
export function impliedOneSize(title: string | undefined): Pick<PatternReading, 'sizes'> {
  return title && FITTED.test(title) ? { sizes: readingField(['One size'], 0.4, title) } : {};
}
