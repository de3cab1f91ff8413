import { COMPANY } from './designer-features.js';
import { ITEM_WORD, NAME, plausibleName } from './title-lines.js';

/** A designer credited in the pattern's closing lines rather than at the top. */
export interface TailCredit {
  name: string;
  source: string;
  sure: number;
}

// "From The Cable Atlas by Morwenna Teague (Larkspur Press, 2024).": a book's pattern, by the book's author.
const FROM_BOOK = new RegExp(
  String.raw`^(?:(?:Excerpted|Reprinted|Taken|Adapted)\s+from|From)\s+(?:the\s+book\s+)?["'\u201c]?[A-Z][^()]{2,60}?["'\u201d]?,?\s+by\s+(?<name>${NAME})(?=\s*(?:[(,.;]|$))`,
);
// "© 2024 Lorna Abernathy. From Slow Stitches for Quiet Evenings (Harrow & Vale Press).": the book's author's.
const BOOK_COPYRIGHT = new RegExp(
  String.raw`(?:©|\(c\)|copyright)\s*(?:\d{4}\s+)?(?<name>${NAME})[.,]?\s+(?:(?:Excerpted|Reprinted|Taken|Adapted)\s+from|From)\s+(?:the\s+book\s+)?["'\u201c]?[A-Z]`,
  'i',
);
const ABOUT_HEADING = /^about\s+the\s+(?:designer|author|maker)s?\s*:?$/i;
// "Ingrid Salomaa-Pike knits and designs in a cabin ...": the paragraph about the designer opens with the name.
const ABOUT_OPENING = new RegExp(
  String.raw`^(?:About\s+the\s+(?:designer|author)\s*:\s*)?(?<name>${NAME})\s+(?:is|was|has|knits|crochets|designs|lives|started|learned|learnt|loves|grew|works|runs|teaches|began|fell|first)\b`,
);

const person = (name: string | undefined): name is string =>
  name !== undefined && plausibleName(name) && !COMPANY.test(name) && !ITEM_WORD.test(name);

/**
 * The designer named where a book or a designer's page names them, when no byline does: "From <book> by <name>"
 * (a book's pattern is its author's unless credited otherwise) or the paragraph under "About the designer".
 */
export function creditedAtEnd(lines: readonly string[]): TailCredit | null {
  const text = lines.filter((line) => line !== '');
  for (const [index, line] of text.entries()) {
    const book = FROM_BOOK.exec(line)?.groups?.name ?? BOOK_COPYRIGHT.exec(line)?.groups?.name;
    if (person(book)) return { name: book, source: line, sure: 0.7 };
    const under = ABOUT_HEADING.test(line)
      ? text[index + 1]
      : /^about\s+the\s/i.test(line)
        ? line
        : undefined;
    const about = under === undefined ? undefined : ABOUT_OPENING.exec(under)?.groups?.name;
    if (person(about)) return { name: about, source: under!, sure: 0.7 };
  }
  return null;
}
