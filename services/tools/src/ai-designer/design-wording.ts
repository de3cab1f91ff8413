import type { DesignerPattern, DesignerWording } from '@yarn-mgmt/contracts';
import { missingCounts, type Design } from '@yarn-mgmt/domain/designer';

/** The words an AI may write around the engine's numbers; the materials are never among them. */
export type Wording = Pick<DesignerPattern, 'title' | 'description' | 'instructions' | 'notes'>;

/** Every number a text states, as written ("88", "1,250", "40.25"). */
export function numbersIn(text: string): string[] {
  return text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
}

/** The numbers of the engine's pattern: an AI's words may repeat them, never bring others. */
function engineNumbers(design: Design): Set<string> {
  const { title, description, materials, instructions, notes } = design.pattern;
  return new Set(numbersIn([title, description, ...materials, instructions, notes].join('\n')));
}

/** Where two lists of numbers first differ, as "88 became 90" (null: the same numbers in the same order). */
function firstDifference(engine: string[], words: string[]): string | null {
  for (let i = 0; i < Math.max(engine.length, words.length); i += 1)
    if (engine[i] !== words[i]) return `${engine[i] ?? 'nothing'} became ${words[i] ?? 'nothing'}`;
  return null;
}

/**
 * What a rewording changed of the engine's numbers, empty when nothing: each stated count the instructions no
 * longer carry (the engine's `missingCounts`, graded as "88 (96, 104)"); the first place where the instructions'
 * numbers, read in order, differ from the engine's (a count changed at one of two places it is stated, a row
 * count dropped or added); and each number the title, description or notes bring that the engine never states.
 */
export function changedNumbers(design: Design, words: Partial<Wording>): string[] {
  const problems: string[] = [];
  if (words.instructions !== undefined) {
    problems.push(...missingCounts(design.pieces, words.instructions).map((count) => `${count} missing`));
    const moved = firstDifference(numbersIn(design.pattern.instructions), numbersIn(words.instructions));
    if (moved) problems.push(moved);
  }
  const known = engineNumbers(design);
  const prose = [words.title, words.description, words.notes].flatMap((text) => numbersIn(text ?? ''));
  problems.push(...prose.filter((n) => !known.has(n)).map((n) => `${n} added`));
  return [...new Set(problems)];
}

/** The engine's own pattern, with a note appended (why an AI's words are not shown, or who wrote them). */
export const withNote = (pattern: DesignerPattern, note: string | null): DesignerPattern =>
  note ? { ...pattern, notes: `${pattern.notes}\n${note}` } : pattern;

/**
 * The wording a page sends back with Save or Download, checked as an AI's answer was: its numbers are the
 * engine's, and its notes still carry the engine's notes (gauge, finished measurements, abbreviations) whole.
 * Anything else gives the engine's own pattern; the materials are always the engine's.
 */
export function shownPattern(design: Design, wording: DesignerWording | undefined): DesignerPattern {
  if (!wording) return design.pattern;
  const { title, description, instructions, notes } = wording;
  const keepsNotes = notes.replace(/\r\n/g, '\n').includes(design.pattern.notes);
  if (!keepsNotes || changedNumbers(design, { title, description, instructions }).length)
    return design.pattern;
  return { title, description, materials: design.pattern.materials, instructions, notes };
}
