import type { PatternReading } from '@yarn-mgmt/contracts';

/** What a reader should find in a pattern text: the reading's values without confidence or source. */
export type ExpectedReading = {
  [K in keyof PatternReading]?: NonNullable<PatternReading[K]>['value'];
};

/**
 * One pattern text of the corpus and what a knitter reading it would record. A field left out of `expected`
 * means the text does not say it, so a reader that reports it is wrong.
 */
export interface PatternCorpusCase {
  id: string;
  text: string;
  expected: ExpectedReading;
}

/** Yards in a metre length, rounded to whole yards as the reading stores them. */
export const yardsFromMetres = (metres: number): number => Math.round(metres / 0.9144);
