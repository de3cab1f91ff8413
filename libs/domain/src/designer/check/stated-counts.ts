import type { Piece } from '../model/types.js';
import { graded } from '../render/format.js';

/** Every stitch count the pattern states, as its text prints it ("88 (96, 104)"), once each. */
export function statedCounts(pieces: readonly Piece[]): string[] {
  const counts = new Set<string>();
  for (const piece of pieces)
    for (const step of piece.steps)
      if ('count' in step && step.count.some((c) => c > 0)) counts.add(graded(step.count));
  return [...counts];
}

/**
 * The stated counts a reworded text (an LLM's friendlier wording of the instructions) no longer contains: a
 * rewording that drops or changes one of them is not the engine's pattern any more.
 */
export function missingCounts(pieces: readonly Piece[], text: string): string[] {
  const normalised = text.replace(/\s+/g, ' ');
  return statedCounts(pieces).filter(
    (count) => !new RegExp(`(?<![\\d.])${count.replace(/[()]/g, '\\$&')}(?![\\d.])`).test(normalised),
  );
}
