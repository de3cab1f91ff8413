import type { PatternReading, SizeYardage } from '@yarn-mgmt/contracts';
import { sectionsOf, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';
import { chooseYardage } from './yardage-model.js';

/** The model's probability as a cap on the reading's confidence: a close call between readings asks to check. */
const capOf = (probability: number) => (probability >= 0.9 ? 1 : probability >= 0.7 ? 0.7 : 0.45);

/**
 * Yards needed, per size when the pattern gives a list ("800 (950, 1100) yds" with sizes "S (M, L)"), one row
 * with no size when it gives one amount: of the readings the rules allow (a table of sizes, the yarn section with
 * or without the rest of the text, the whole text, each way the amounts could be meant), the one the yardage model
 * picks. Metres become whole yards.
 */
export function readYardage(
  document: PatternDocument,
  sizes: readonly string[] | undefined,
): Pick<PatternReading, 'yardage'> {
  const chosen = chooseYardage(document, sizes);
  if (!chosen) return {};
  const found = chosen.candidate;
  const yarnText = sectionsOf(document, 'yarn')
    .map((section) => section.text)
    .join(' ; ');
  const source = yarnText || document.text;
  const labelled = sizes && sizes.length === found.yards.length;
  const rows: SizeYardage[] =
    found.yards.length === 1
      ? [{ size: null, yards: Math.round(found.yards[0]) }]
      : found.yards.map((yards, index) => ({
          size: labelled ? sizes[index] : String(index + 1),
          yards: Math.round(yards),
        }));
  const sure = Math.min(found.confidence, capOf(chosen.probability));
  const confidence = found.yards.length > 1 && !labelled ? sure * 0.6 : sure;
  return { yardage: readingField(rows, confidence, source) };
}
