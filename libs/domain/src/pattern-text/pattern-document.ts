import { normalisePatternLines } from './normalise-text.js';
import { translatedPair } from './translated-lines.js';

/** The headings designers put before a pattern's facts, by what follows them. */
export type SectionKind = 'sizes' | 'yarn' | 'needles' | 'gauge' | 'finished' | 'notions' | 'other' | 'text';

const HEADINGS: { kind: Exclude<SectionKind, 'text'>; pattern: RegExp }[] = [
  // "SIZE OF BAG", "Size of the finished blanket": a thing's measurements, not a list of sizes.
  {
    kind: 'finished',
    pattern:
      /^(?:finished\s+)?size\s+of\s+(?:the\s+|each\s+)?(?:finished\s+)?(?:bag|blanket|throw|rug|piece|item|toy|cushion|pillow|mat|basket|shawl|scarf|wrap|square|motif|pad|cosy|cozy)s?\b/i,
  },
  // "Shoe size (EU):", "UK dress sizes": a size list labelled with its kind.
  {
    kind: 'sizes',
    pattern:
      // "Pumpkin Sizes", "Available Sizes" alone on a line; not a tool's ("Needle Sizes").
      /^(?:sizes?|sizing|size range|to fit)\b|^(?!(?:needle|hook|tool|yarn|crochet|knitting|shoe|dress|finished|actual)\b)[a-z]+\s+sizes(?=\s*:?\s*$)|^(?:(?:EU|UK|US)\s+)?(?:(?:women'?s|men'?s|ladies'?|kids'?)\s+)?(?:shoe|dress|clothing)\s+sizes?(?:\s*\((?:EU|UK|US|AU)\))?(?=\s*:|\s+\d)/i,
  },
  {
    kind: 'yarn',
    pattern:
      /^(?:yarns?|yardage|materials?|you will need|you'll need|what you need|supplies|thread|yarn requirements|what'?s in (?:your|the) (?:kit|box|pack)|kit contents|in (?:your|the) kit)\b/i,
  },
  {
    kind: 'needles',
    pattern: /^(?:needles?|hooks?|crochet hooks?|knitting needles|suggested needles?|tools)\b/i,
  },
  { kind: 'gauge', pattern: /^(?:gauge|tension)\b/i },
  { kind: 'finished', pattern: /^(?:finished\b|measurements\b|dimensions\b)/i },
  { kind: 'notions', pattern: /^notions\b/i },
  {
    kind: 'other',
    pattern:
      /^(?:notes?|pattern notes|abbreviations|construction|instructions|directions|stitch guide|special stitches|skill level|techniques|difficulty)\b/i,
  },
];

export interface Section {
  kind: SectionKind;
  /** The heading as printed ('' for a plain paragraph). */
  heading: string;
  /** The section's lines: a known heading's own line without the heading word, any other label's line whole. */
  lines: string[];
  /** The lines joined by spaces: a phrase broken across lines reads whole again. */
  text: string;
}

export interface PatternDocument {
  lines: string[];
  sections: Section[];
  /** Every line joined by spaces, for the fields that fall back to the whole text. */
  text: string;
}

// A label printed in two languages, the English one second: "Størrelse / Size:", "Garn / Yarn:", a heading alone on
// its line ("Materiais / Materials"). Or a label with its system: "Schuhgröße / Shoe size (EU): 36/37 - 38/39".
const TRANSLATED_LABEL =
  /^[^\s:/]{2,24}\s*\/\s*(?=[A-Za-z][A-Za-z ]{1,24}(?:\s*\([A-Za-z]{1,4}\))?\s*(?::|$))/;

// Told by the millimetres beside it or the tool after it: "US 6 (8, 10)" alone is a list of American dress sizes.
const TOOL_SIZE_AFTER =
  /^\s*(?:U\.?S\.?\s*(?:size\s*)?\d+(?:\.\d+)?\s*(?:[(/]\s*\d+(?:\.\d+)?\s*mm\b|(?:needles?|circular|cir|circ|dpns?|hook)\b)|\d+(?:\.\d+)?\s*mm\b)/i;

const isCapitals = (text: string): boolean => /[A-Z]/.test(text) && text === text.toUpperCase();

function headingOf(
  line: string,
): { kind: Exclude<SectionKind, 'text'>; heading: string; rest: string } | null {
  // "[Sizes]  M, L", "【Materials】": a heading in brackets, as Japanese patterns print them (brackets are folded to
  // parentheses).
  const bracketed = /^[(\u3010]\s*([A-Za-z][A-Za-z ]{1,28}?)\s*[)\u3011]\s*(.*)$/.exec(line);
  if (bracketed) {
    const inner = headingOf(bracketed[2] ? `${bracketed[1]}: ${bracketed[2]}` : bracketed[1]);
    if (inner && inner.kind !== 'other') return inner;
  }
  const translated = TRANSLATED_LABEL.exec(line);
  if (translated) {
    const english = headingOf(line.slice(translated[0].length));
    if (english && english.kind !== 'other') return english;
  }
  for (const { kind, pattern } of HEADINGS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const rest = line.slice(match[0].length);
    // "Size U.S. 6 (4 mm): 24" circular", "Size 4 mm: 40 cm circular": a needle's size, not the garment's.
    if (kind === 'sizes' && TOOL_SIZE_AFTER.test(rest))
      return { kind: 'needles', heading: match[0], rest: line };
    // A heading ends the line or is followed by a colon or a dash ("Yarn:", "Sizes available:", "Needle size -"),
    // or, in capitals or before a value, by a space.
    // Or a qualifier in brackets before the colon: "Size (EU):", "Yarn (per size):".
    // A size letter is a value, not a heading's word: "SIZES  S – M – L", "Size XS - S - M".
    // A heading in capitals goes on in capitals: in "SIZES  Toddler : Child : Adult" the words are the value.
    const words =
      /^(?:\s+(?!(?:\d?X{0,4}[SML]|\d?X{1,4}L?)\s)[a-z]+){0,2}\s*(?:\([^()]{1,30}\))?\s*[:-]/i.exec(rest);
    const separated =
      words && isCapitals(match[0]) && /[a-z]/.test(words[0].replace(/\([^()]*\)/, '')) ? null : words;
    // "Sizes available Single loop (Double loop)": a facts box's field name, its value after a space.
    const available = kind === 'sizes' && /^\s+available\s+(?=\S)/i.exec(rest);
    if (available) return { kind, heading: match[0], rest: rest.slice(available[0].length).trim() };
    if (separated) {
      const value = rest.slice(separated[0].length).trim();
      // "To fit age (years): 4 [6: 8: 10]": the unit in the label belongs to the sizes after it.
      const unit = kind === 'sizes' && /\((years?|yrs?|months?|mths?)\)/i.exec(separated[0]);
      return { kind, heading: match[0], rest: unit && value ? `${value} ${unit[1]}` : value };
    }
    if (rest.trim() === '') return { kind, heading: match[0], rest: '' };
    // "SIZE & YARDAGE", "Sizes and amounts": a heading naming two things, with nothing after it.
    if (/^\s*(?:&|and)\s+[A-Za-z]+\s*:?\s*$/i.test(rest)) return { kind, heading: line, rest: '' };
    const capitals = match[0] === match[0].toUpperCase();
    // A value, not prose: a number, a size letter ("S (M, L)"), "US 7", "to fit", "one size".
    // Or a body part and its measure: "To fit chest 86-91 (97-102) cm".
    const valueFollows =
      /^\s+(?:\d|[A-Z]{1,3}\b)/.test(rest) ||
      /^\s+(?:to fit|one size)\b/i.test(rest) ||
      /^\s+(?:actual\s+)?(?:chest|bust|hips?|waist|head|foot)\s*:?\s*\d/i.test(rest);
    if (capitals || (kind !== 'other' && valueFollows)) return { kind, heading: match[0], rest: rest.trim() };
  }
  // Any other "Label: value" line ("Designer: …", "Published: …") ends the section before it; "MC: 850 yds" and
  // "S: 750 yds" do not, being amounts that belong to it.
  // Nor does a yarn's weight or kind set before its name ("Aran weight: Cnoc Aran by Bogland Yarns (...)").
  const label = /^([A-Z][A-Za-z ]{1,24}):\s+(?=\S)(?![\d(])/.exec(line);
  // Nor a colour's role before its shade ("MC: Juniper, 4 (5) skeins", "CC1: Bone, 1 skein").
  const colourRole = /^(?:MC|CC\s*\d*|(?:colou?r|shade|contrast)\s*[A-Z\d]{0,2}|[A-F])$/i;
  if (label && !/\b(?:weight|yarn|wool|ply)$/i.test(label[1]) && !colourRole.test(label[1]))
    return { kind: 'other', heading: label[1], rest: line };
  return null;
}

// A paragraph about other patterns or products ("Coming in Book 4: the Orchard Cushion (2 balls)", "You may also
// like ...") or a knitter's own notes in an app's export ("MY NOTES (private): bought 3 balls MC"): its yarn, tools
// and techniques are not this pattern's, so the whole text read for them leaves it out.
const ADVERT =
  /^(?:coming (?:in|next|soon|up)\b|you (?:may|might) also like\b|love this pattern\b|also available\b|(?:also|other items) in this (?:range|chapter|book|issue|collection|series|box)\b|see also\b|(?:also|more) (?:by|from)\b|other (?:(?:of )?my )?(?:designs|patterns|leaflets|booklets)\b|more (?:free )?patterns\b|related (?:products|patterns)\b|(?:in the )?next (?:month|week|issue|meeting|session|class|term|course|workshop)\b|pairs (?:well |nicely )?with\b|shop the (?:yarn|kit)\b|my notes\b|looking for more\b|sneak peek\b|next in this (?:chapter|book|issue|collection|series)\b|this month at\b|customers who bought this\b|[^.!?]{0,60}\bpatterns?\s+(?:are\s+)?also\s+(?:free|available)\b|(?:guild|club|group) news\b|(?:club|guild|group|shop|class|workshop|events?)\s+calendar\b|calendar of events\b|what'?s on\b|news (?:&|and) events\b|upcoming events\b|dates for (?:your|the) diary\b|what i'?m (?:reading|knitting|listening to|watching)\b|(?:[*\u2022]\s*)?(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|next|upcoming)\s+)?(?:workshops?|retreats?|classes)\s*:|[^.!?]{0,25}\b(?:try|with|see|shop|grab)\s+(?:the|our)\s+matching\b)/i;
const ADVERT_HEADING = 'advert';
// Or inside a line, after a sentence ends or a dash: "Machine washable. Also in this range: Leaflet 4472 (15 balls)",
// "... - and see also our Fjord Shawl, which takes 2 skeins", "Cozy up with the matching Sunday Supper Pillow (2 skeins)".
const ADVERT_INSIDE =
  /(?:[.!?;]\s+|\s[-\u2013]\s+|\band\s+)(?=(?:see also|next in this (?:chapter|book|issue|collection|series)|customers who bought this|(?:also|other items) in this (?:range|chapter|book|issue|collection|series|box)|also (?:by|from)|coming (?:next|soon|in|up)|you (?:may|might) also like|pairs (?:well |nicely )?with|looking for more|[^.!?]{0,25}\b(?:try|with|see|shop|grab)\s+(?:the|our)\s+matching)\b)/i;

// Or a forum's replies under the first post ("Reply from knitwitch_ellie » Sun 9 Feb 2025").
const COMMENTS =
  /^(?:re:\s*)?reply\s+(?:from|by|#\d+)\b|^[([]\d+[)\]]\s*(?:comments?|replies|reviews?)\s*:?$|^(?:\d+\s+)?(?:comments?|reviews?|replies|questions (?:&|and) answers|q\s?&\s?a)(?:\s*\(\d+\))?\s*:?$|^leave a (?:comment|reply)\b|^(?:customer )?reviews?\s*\(\d+\)|^[[(]?\s*(?:comments are closed\b|\d+\s+(?:comments?|replies|responses)\s*:)/i;

/** Where a paragraph about other patterns starts in a line: 0 for the whole line, -1 for none. */
function advertStart(line: string): number {
  if (ADVERT.test(line)) return 0;
  const inside = ADVERT_INSIDE.exec(line);
  if (inside) return inside.index + inside[0].length;
  // "My Skerry Hat (one skein) and the Ebbtide Shawl (560 m) pair nicely with it": the sentence that says so.
  const pairs = /\bpairs? (?:well |nicely |beautifully )?with (?:it|this)\b/i.exec(line);
  if (!pairs) return -1;
  const stop = Math.max(...['. ', '! ', '? '].map((end) => line.lastIndexOf(end, pairs.index)));
  return stop < 0 ? 0 : stop + 2;
}

/** Whether a section is a paragraph about other patterns or products, which no field is read from. */
export const isAdvert = (section: Section): boolean => section.heading === ADVERT_HEADING;

/** Splits normalised lines into sections: a heading starts one, a blank line or the next heading ends it. */
export function readPatternDocument(text: string): PatternDocument {
  const lines = normalisePatternLines(text);
  const sections: Section[] = [];
  const open = (kind: SectionKind, heading: string, first: string[]): Section => {
    const section = { kind, heading, lines: first, text: '' };
    sections.push(section);
    return section;
  };
  let current: Section | null = null;
  let comments = false;
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '') {
      // A heading set apart from its content by blank lines ("GAUGE", "", "20 sts = 4 in") keeps waiting for it.
      if (!(current?.heading && current.lines.length === 0)) current = null;
      continue;
    }
    // Readers' comments and reviews under a web page run to its end: what they used is theirs.
    comments ||= COMMENTS.test(line);
    const inAdvert = comments || (current !== null && isAdvert(current));
    const cut = inAdvert ? 0 : advertStart(line);
    const own = cut < 0 ? line : line.slice(0, cut).trim();
    // A line said again in another language under it: read once, in English (translated-lines.ts).
    const pair = own && kept.length > 0 ? translatedPair(kept.at(-1)!, own) : null;
    if (pair === 'line') continue;
    if (pair === 'previous') {
      const dropped = kept.pop()!;
      const holder = sections.findLast((section) => section.lines.at(-1) === dropped);
      holder?.lines.pop();
    }
    if (own) {
      kept.push(own);
      const heading = headingOf(own);
      if (heading) current = open(heading.kind, heading.heading, heading.rest ? [heading.rest] : []);
      else (current ??= open('text', '', [])).lines.push(own);
    }
    if (cut >= 0) {
      const advert: Section = current && isAdvert(current) ? current : open('other', ADVERT_HEADING, []);
      advert.lines.push(line.slice(cut).trim());
      current = advert;
    }
  }
  for (const section of sections) section.text = section.lines.join(' ').trim();
  return { lines, sections, text: kept.join(' ') };
}

export const sectionsOf = (document: PatternDocument, ...kinds: SectionKind[]): Section[] =>
  document.sections.filter((section) => kinds.includes(section.kind));

/** A short excerpt around a match, for a field's `source`. */
export function excerpt(text: string, start = 0, end = text.length, room = 40): string {
  const from = Math.max(0, start - room);
  const to = Math.min(text.length, end + room);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
