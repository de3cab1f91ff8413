/** Where a pattern begins on a page that has words of its own above it (title-head.ts, title-model.ts). */

// A rule across the page ("* * *", "––––––––"), and the pattern's facts ("MATERIALS", "Sizes:") only under it.
const RULE = /^[\s*\-\u2013\u2014_=~\u00B7\u2022]{3,}$/;
const PROSE = /^(?:\S+\s+){7,}\S*[a-z]\S*[.!?,;]?$/;
const FACTS =
  /^(?:sizes?|materials?|yarns?|you(?:'|\u2019)?ll need|you will need|what you need|needles?|hooks?|gauge|tension|measurements?)\b/i;

/**
 * The index of the first line of the pattern among non-blank lines: under a rule that parts it from a newsletter's,
 * an appeal's or a blog's own words above ("Last winter you knitted 312 pairs", "Our archivist writes"), when the
 * pattern's facts are all under the rule and within 30 lines of it, and two lines of prose are above it; else 0.
 */
export function patternStart(lines: readonly string[]): number {
  const rule = lines.slice(0, 30).findIndex((line) => RULE.test(line) && /[*\-\u2013\u2014_=~]/.test(line));
  if (rule < 0 || lines.slice(0, rule).some((line) => FACTS.test(line))) return 0;
  // The page's own words are prose ("Last winter you knitted 312 pairs of bed socks – thank you!"), two lines of it
  // at least: not a pattern's own title, credits and a shop's receipt line over the rule.
  const prose = lines.slice(0, rule).filter((line) => PROSE.test(line) && !/\s\u00B7\s/.test(line));
  if (prose.length < 2) return 0;
  return lines.slice(rule + 1, rule + 31).some((line) => FACTS.test(line)) ? rule + 1 : 0;
}
