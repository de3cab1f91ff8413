/** The clause a yarn amount is printed in, parentheses describing a skein included. */

/** Where the last parenthesis still open at the end of `text` opens, or -1. */
function unclosedParenthesis(text: string): number {
  let depth = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (text[index] === ')') depth += 1;
    else if (text[index] === '(' && depth-- === 0) return index;
  }
  return -1;
}

/** The text of the clause before a position (a yarn amount's): from the last ";" or sentence end. */
export function clauseBefore(text: string, index: number, room = 40): string {
  // A long description ("(Worsted weight #4; 100% American wool; 100 g; 222 yds") is looked into further back.
  const wide = text.slice(Math.max(0, index - 100), index);
  const window = unclosedParenthesis(wide) >= 0 ? wide : text.slice(Math.max(0, index - room), index);
  // "(each 3.5 oz / 100 g; 170 yds": a parenthesis describing the skein is one clause, semicolons and all, a
  // closed one inside it too ("(Medium Weight Yarn (4); 7 oz/198 g; 350 yds").
  const open = unclosedParenthesis(window);
  const searched = open >= 0 ? window.slice(0, open) : window;
  const cut = Math.max(searched.lastIndexOf(';'), searched.search(/(?<!approx|ca)\.\s(?=[^.]*$)/));
  return cut >= 0 ? window.slice(cut + 1) : window;
}

// A weight of something other than yarn, named after it ("20 g toy stuffing") or before it ("Toy stuffing, 25g").
export const NOT_YARN_AFTER =
  /^\s*(?:of\s+)?(?:(?:toy|polyester|fibre|fiber|plastic|poly|wool|cotton)\s+){0,2}(?:stuffing|fib(?:re|er)\s?fill|polyfill|filling|beads|rice|pellets|beans)\b/i;

// "Toy stuffing (about 15g)": the weight inside the bracket after it too.
// Or roving for thrums, named anywhere in its clause ("Unspun wool roving for thrums: 1 (1½, 2) oz / 28 (42, 56) g").
export const NOT_YARN_BEFORE =
  /\b(?:roving(?!\s+yarn)|thrums)\b(?:[^.;\n]|\.(?=\d)){0,40}$|\b(?:stuffing|fib(?:re|er)\s?fill|polyfill|filling|pellets|beans)\s*(?:\([^()]*\))?\s*[,:(\u2013-]?\s*(?:approx\.?\s*|about\s*|ca\.?\s*)?$/i;
