/** A field as the reading reports it: the value, how sure the reader is, and the text it came from. */
export interface ReadingField<T> {
  value: T;
  confidence: number;
  source: string;
}

const SOURCE_MAX = 200;

export function readingField<T>(value: T, confidence: number, source: string): ReadingField<T> {
  const text = source.replace(/\s+/g, ' ').trim();
  return {
    value,
    confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
    source: text.length > SOURCE_MAX ? `${text.slice(0, SOURCE_MAX - 1)}…` : text,
  };
}

/** A keyword in a regular expression matched in any case, while the rest of the expression stays case-sensitive. */
export const anyCase = (word: string): string =>
  word.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
