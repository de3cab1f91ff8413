/**
 * A page printed in two languages says each fact twice, a line and its translation one under the other
 * ("200 g en color Arena (2 ovillos de 100 g = 170 m cada uno)" over "200 g in colour Sand (2 balls of 100 g = 170 m
 * each)"): read twice, its yarn would be bought twice. The pair is told by its numbers, the same ones in the same
 * order (the one line may say a little more, "100 % algodón"), and by its words, which the two lines do not share.
 */

const numbersOf = (line: string): string[] =>
  [...line.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => match[0].replace(',', '.'));
const wordsOf = (line: string): Set<string> =>
  new Set([...line.toLowerCase().matchAll(/\p{L}{3,}/gu)].map((match) => match[0]));

// Words that tell the English line of a pair.
const ENGLISH =
  /^(?:the|and|of|in|each|with|for|per|or|to|from|ball|balls|skein|skeins|yarn|colou?r|shade|rows?|rounds?|stitch(?:es)?|sts|needles?|hook|approx|about|use|using|work(?:ed)?|knit|crochet|mesh|spaces?|cast|size|sizes|length|width|weight)$/;
const englishWords = (words: Set<string>): number => [...words].filter((word) => ENGLISH.test(word)).length;

/** Whether `inner` is a run of `outer` in order (every number of the shorter line, in the longer one). */
function within(inner: readonly string[], outer: readonly string[]): boolean {
  for (let start = 0; start + inner.length <= outer.length; start += 1)
    if (inner.every((number, index) => outer[start + index] === number)) return true;
  return false;
}

/**
 * Of a line and the one before it, the one to drop when they say the same thing in two languages: the one with
 * fewer English words ('previous' or 'line'); null when they are not a translation of each other.
 */
export function translatedPair(previous: string, line: string): 'previous' | 'line' | null {
  const [a, b] = [numbersOf(previous), numbersOf(line)];
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 2 || longer.length - shorter.length > 2 || !within(shorter, longer)) return null;
  const [wordsA, wordsB] = [wordsOf(previous), wordsOf(line)];
  const shared = [...wordsB].filter((word) => wordsA.has(word)).length;
  // A brand's name may be said in both; little else is (not "Next row: k2, p2" under "Following row: k2, p2").
  const fewer = Math.min(wordsA.size, wordsB.size);
  if (fewer < 2 || shared * 4 > fewer) return null;
  return englishWords(wordsB) >= englishWords(wordsA) ? 'previous' : 'line';
}
