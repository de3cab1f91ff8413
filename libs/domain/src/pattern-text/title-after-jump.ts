/** A blog post's name set where its "Jump to Pattern" link leads (title-designer.ts reads it over the headline). */
import { cleanTitle, HEADING_LIKE, titleCandidate } from './title-text.js';

// A blog post's link down to the pattern, printed with it: "[Jump to Pattern]", "Jump to the free pattern".
const JUMP =
  /^[([]?\s*(?:jump|skip|scroll)\s+(?:down\s+)?to\s+(?:the\s+)?(?:free\s+)?(?:printable\s+)?pattern\b/i;

/**
 * The name a blog post sets where its "Jump to Pattern" link leads ("THE WEATHER DIARY BLANKET" under it, past an
 * advert), which its headline ("2026 Temperature Blanket Crochet Along (Free Pattern!)") only describes.
 */
export function namedAfterJump(lines: readonly string[]): { title: string; source: string } | null {
  const text = lines.filter((line) => line !== '');
  const jump = text.slice(0, 40).findIndex((line) => JUMP.test(line));
  if (jump < 0) return null;
  const next = text
    .slice(jump + 1, jump + 5)
    // Past an advert and the page's other buttons ("[Pin It]", "[Buy the ad-free PDF]").
    .find(
      (line) =>
        !/^[-\u2013\u2014\s]*advert(?:isement)?s?\b/i.test(line) && !/^sponsored\b|^\(.*\)$/i.test(line),
    );
  if (next && titleCandidate(next) && !/\bsizes?$/i.test(next))
    return { title: cleanTitle(next), source: next };
  // Or further down, past a paragraph of the post: a name set right over the pattern's facts ("Maple Street Slouch"
  // over "Sizes: Child (Adult Small, Adult Large)").
  const named = text.slice(jump + 1, jump + 9).findIndex(
    (line, at, below) =>
      titleCandidate(line) &&
      // A name: a few words, each capitalised, no label or list, nor a heading ("Pumpkin Sizes").
      /^(?:[A-Z\u00C0-\u00DE][\w'\u00C0-\u017F-]*\s*){1,6}$/.test(line) &&
      !/\bsizes?$/i.test(line) &&
      !/^[-\u2013\u2014\s]*advert(?:isement)?s?\b/i.test(line) &&
      below.slice(at + 1, at + 3).some((after) => HEADING_LIKE.test(after)),
  );
  const line = named >= 0 ? text[jump + 1 + named] : undefined;
  return line ? { title: cleanTitle(line), source: line } : null;
}
