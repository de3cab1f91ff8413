import { PATTERN_TECHNIQUES } from './techniques.js';
import { isAllCaps, isMasthead, ITEM_WORD } from './title-lines.js';

/** What a pattern's title line looks like, and how a printed title is trimmed to the pattern's name. */

// Title and byline sit at the top; further down "by" is prose ("joined by").
export const HEAD_LINES = 12;
export const GENERIC_LINE =
  /^(?:an?\s+)?(?:(?:free|easy|simple|quick|basic|beginner)\s+)*(?:knit(?:ting)?|crochet(?:ed)?|knitted|amigurumi)?\s*(?:pattern|design)s?(?:\s+(?:pdf|free)|\s+from\s+.+)?$|^free(?: pattern)?!?$|^(?:knit|knitted|knitting|crochet|crocheted)$/i;
const NOT_A_TITLE =
  /^(?:https?:\/\/|www\.)|@|^©|^(?:languages?|terminology|terms|written in|skill level|difficulty|format)\s*:|\bcopyright\b|^page\s+\d|^(?:for personal use|all rights reserved)|^(?:by|designed by|design by|pattern by)\b|^(?:pattern\s+)?(?:written|designed|created)\s+by\b|^\(?c\)\s*\d{4}|^(?:original|translated)\s+(?:title|name)\b|^(?:english\s+)?translation\s*(?::|by\b)|^(?:afterword|foreword|preface|introduction|chapter\s+\w+)\s*:|\bcompliments\s+of\b|^(?:transcribed|translated|reprinted|adapted)\s+from\b|^\d[\d\s().,/-]*\s*(?:cm|mm|in|")(?:\W|$)|^(?:hi|hello|hey|dear)\b.*,$|[\u2605\u2606]{3,}|\s[\u00B7|\u2013-]\s*(?:etsy|ravelry|lovecrafts|payhip|ribblr|ko-fi)(?:\s+[A-Z]{2})?$/i;
// A web page's navigation printed with it: a menu's words each on a line ("Home", "Shop", "About") or barred on one
// ("Home | Family | Contact"), its breadcrumb
// ("Home » Free Patterns » Toys & Decorations") and its buttons ("[Jump to Pattern]", "[Pin It]").
const SITE_NAVIGATION =
  /^\(\s*(?:jump|skip|scroll|pin|save|print|buy|shop|get|grab|download)\b[^()]*\)$|^home\s*[|\u00B7\u2022]\s*\S|^(?:cart|basket|bag|wishlist)\s*\(\d+\)$|^free\s+(?:\w+\s+)?(?:shipping|delivery|postage)\b|^shop\s+(?:all|yarns?|kits|patterns|now)$|^(?:kits|yarns?|sale|new in|gift cards?|wishlist|home|shop|about(?:\s+(?:us|me))?|search|blog|contact(?:\s+(?:us|me))?|menu|cart|basket|log\s?in|sign\s?in|(?:my\s+)?account|tutorials|faqs?|subscribe|newsletter)$|\s[\u00BB\u203A>]\s.*\s[\u00BB\u203A>]\s/i;
/** A line of a web page's navigation (a menu's word, a breadcrumb, a button) or one with no word at all (an icon). */
export const isSiteNavigation = (line: string): boolean =>
  SITE_NAVIGATION.test(line.trim()) || !/[\p{L}\d]/u.test(line);
export const ALONG_PREFIX =
  /^.*\b(?:(?:knit|crochet)[\s-]?along|m?kal|m?cal)\b[^-:\u2013]*\s[-:\u2013]\s+(?!(?:part|clue|week)\s*\d)(.{2,60})$/i;
export const HEADING_LIKE =
  /^(?:sizes?|sizing|yarns?|yardage|materials?|needles?|hooks?|gauge|tension|notions|finished|you will need|notes?|abbreviations|skill level|to fit|measurements?|dimensions|(?:item|product)\s+details|description|what you(?:'ll)? need|what to bring|other (?:materials|supplies|things)|what'?s in (?:your|the) (?:kit|box|pack)|kit contents|about (?:the|this) (?:yarn|pattern|designer|kit|book))\b/i;

export const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z\u00E0-\u017F])/g, (_, lead: string, c: string) => lead + c.toUpperCase());

// Small words a title set in capitals keeps in lower case, but first: "NUTMEG THE ELEPHANT" is "Nutmeg the Elephant".
const MINOR_WORD = /(?<=\s)(?:The|A|An|Of|And|In|On|For|To|With|Or|At)(?=\s)/g;

/** A pattern's fact under its label, whatever follows: "SIZES: Lovey (Pram, Cot)", "Yarn: Pennyroyal Chunky". */
export const FACT_LABEL =
  /^(?:sizes?|yarns?|needles?|hooks?|gauge|tension|materials|notions|measurements)\s*:\s*\S/i;

/** A title set in capitals, in title case. */
const capitalsTitle = (text: string) => titleCase(text).replace(MINOR_WORD, (word) => word.toLowerCase());

export function titleCandidate(line: string): boolean {
  if (line.length < 2 || line.length > 80) return false;
  if (
    NOT_A_TITLE.test(line) ||
    GENERIC_LINE.test(line) ||
    HEADING_LIKE.test(line) ||
    SITE_NAVIGATION.test(line) ||
    isMasthead(line)
  )
    return false;
  // An inline byline does not count towards a title's length ("Fox Amigurumi - PDF pattern by Studio (Name)"); a
  // company's "Co." or "Ltd." does not end a sentence.
  const words = line.replace(/\s+by\s+\S.*$/i, '').split(/\s+/).length;
  if (words > 10 || /(?<!\b(?:Co|Inc|Ltd|Bros))[.!?;,]$/.test(line)) return false;
  // A label with a number ("Amount: 9 (10) balls") or a row of size letters under a sizes heading ("XS S M L XL").
  if (/^[A-Z][\w ]{0,20}:\s*\d/.test(line)) return false;
  if (FACT_LABEL.test(line)) return false;
  // A pattern's code ("QA-K-2231", "DK-0417", "No. 58" aside): letters and a number joined by dashes, no word.
  if (/^(?:[A-Z]{1,4}[-/]){1,3}[A-Z]?\d{2,}[A-Z]?$/i.test(line)) return false;
  if (/^(?:\d?X{0,4}[SML]|\d?X{1,4}L?)(?:[\s/,]+(?:\d?X{0,4}[SML]|\d?X{1,4}L?))+$/.test(line)) return false;
  return /[A-Za-z]{2}/.test(line);
}

/** A blog headline's aside on the pattern after the name: "(Free Knitting Pattern in 4 Sizes!)". */
export const FREE_PATTERN_ASIDE = /\s*\((?=[^()]*\bfree\b)[^()]*\bpatterns?\b[^()]*\)\s*$/i;

/** Trims a printed title: a trailing byline, "(crochet)", "- free pattern". */
const TECHNIQUE_ASIDE = new RegExp(
  String.raw`\s*\((?:${[...PATTERN_TECHNIQUES, 'c2c'].map((name) => name.replace(/[\s-]/g, '[\\s-]')).join('|')})\)\s*$`,
  'i',
);

const SEO_WORDS = String.raw`(?:(?:free|easy|simple|quick|beginner|cozy|cosy|modern|chunky|textured|classic|cute|the|an?|best)\s+)*(?:knit(?:ted|ting)?|crochet(?:ed)?)\s+[A-Za-z]+(?:\s+[A-Za-z]+){0,2}`;
const SEO_BEFORE = new RegExp(String.raw`^${SEO_WORDS}\s*:\s+(?:the\s+)?(?=[A-Z])(.{3,})$`, 'i');
const SEO_AFTER = new RegExp(String.raw`(?<=\S)(?:\s+-|\s*[:\u2013\u2014])\s+${SEO_WORDS}$`, 'i');

export function cleanTitle(raw: string): string {
  const cleaned = raw
    // "Easy Basketweave Baby Blanket Knitting Pattern (Free!)": the page's price.
    .replace(/\s*\(free!?\)\s*$/i, '')
    // "Little Bear Baby Hat (Free Knitting Pattern in 4 Sizes!)": a blog headline's aside on the pattern.
    .replace(FREE_PATTERN_ASIDE, '')
    // "(UK terms)", "(US crochet terms)": which terms the pattern is written in.
    .replace(/\s*\((?:UK|US|UK\/US|US\/UK|American|British|Australian)(?:\s+crochet)?\s+terms\)\s*$/i, '')
    // "Saltmarsh Shawl Kit": a shop's kit of the pattern and its yarn is sold by the pattern's name.
    .replace(/(?<=\S)\s+kit$/i, (kit, at: number, whole: string) =>
      ITEM_WORD.test(whole.slice(0, at)) ? '' : kit,
    )
    // Ornaments around a name: "~ Bartholomew the Bee ~", "** Ivy Shawl **", "=== Fern ===".
    .replace(
      /^[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+(?=\S)|(?<=\S)[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+$/gu,
      '',
    )
    // A tag before the name: "[Pattern] Rosebud Blanket" (brackets are folded to parentheses).
    .replace(/^[([\u3010]\s*(?:free\s+)?(?:knit(?:ting)?\s+|crochet\s+)?pattern\s*[)\]\u3011]\s*/i, '')
    // "COMFORT LAP BLANKET (corner-to-corner)", "(C2C)": how it is made, said after the name.
    .replace(TECHNIQUE_ASIDE, '')
    // "Pilvilinna / Cloud Castle Sweater": the name in its own language, then in English with the thing it names (not
    // "Winter / Spring Cowl").
    .replace(/^([^/\s]{3,20})\s+\/\s+(?=(.+)$)/, (name, _first: string, english: string) =>
      ITEM_WORD.test(english) && !ITEM_WORD.test(name) && english.split(/\s+/).length >= 3 ? '' : name,
    )
    // "(English translation)", a name in a script the reading is not in: what a translated page adds.
    .replace(/\s*\((?:english\s+)?translation\)\s*$/i, '')
    // "KANERVA SOCKS (Kanervasukat)": the name in its first language, one word that begins as the name does.
    .replace(/\s*\(([^()\s]{4,})\)\s*$/, (aside, inner: string, _at: number, whole: string) => {
      const first = whole.split(/\s+/)[0].toLowerCase();
      return first.length >= 3 && inner.toLowerCase().startsWith(first) && inner.length > first.length
        ? ''
        : aside;
    })
    .replace(/(?<=[A-Za-z].*)\s+[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]+$/u, '')
    // "Rūta socks (toe-up, lace leg)": how it is made, listed after the name.
    .replace(
      /\s*\((?=[^()]*\b(?:toe[\s-]up|cuff[\s-]down|top[\s-]down|bottom[\s-]up|seamless)\b)[^()]{3,40}\)\s*$/i,
      '',
    )
    // "MOSAIC TILE COASTERS (set of 4)": how many the pattern makes, not its name.
    .replace(/\s*\((?:set|pack|pair) of \w+\)\s*$/i, '')
    // "to Crochet", "to Knit" after the name: what is done with it ('"Harvest Ripple" Afghan to Crochet').
    .replace(/\s+to\s+(?:knit|crochet|make)$/i, '')
    // A name in quotes inside the title: '"Harvest Ripple" Afghan', '"pansy" Pot Holder'.
    // A leaflet's number before its name: 'Leaflet No. 318, "Hazelmere" Gloves'.
    .replace(/^(?:leaflet|booklet|pattern)\s+(?:no\.?|nr\.?|#)\s*\d+[a-z]?\s*[-:.,|\u00B7]?\s+(?=\S)/i, '')
    // '"HAZELMERE" LADIES' GLOVES': a leaflet's quoted name before whom the thing is for, then the thing.
    .replace(
      /^((?:[Tt]he\s+)?["\u201C][^"\u201C\u201D]{2,40}["\u201D])\s+(?:ladies'?|lady's|men's|gents?'?|gentlemen's|child's|children's|baby's|girl's|boy's)\s+(?=\S)/i,
      '$1 ',
    )
    // 'The "GLENSHEE" SOCKS', 'The "Kingsdown" Slipover': with the article a leaflet sets before the quoted name.
    .replace(
      /^(?:the\s+(?=["\u201C]))?["\u201C]([^"\u201C\u201D]{2,40})["\u201D](?=\s+\S)/i,
      (_, name: string) => name.replace(/^[a-z]/, (c) => c.toUpperCase()),
    )
    // A number set before the name, as books and magazines print it: "No. 18  Lattice Pullover", "#4 - Hat".
    .replace(/^(?:no\.?|nr\.?|#|model|design)\s*\d+[a-z]?\s*[-:.,|\u00B7]?\s+(?=\S)/i, '')
    // Or a book's running number alone: "07 Little Penguin", "12. Harbour Hat".
    .replace(/^(?:0\d{1,2}|\d{1,3}[.)])\s+(?=[A-Z])/, '')
    // "- free pattern", "★ PDF pattern", "- Free pattern from Prairie Wool Co.": what the page is, not its name.
    .replace(
      /\s*(?:[-:|\u00B7\u2605\u2606~*]\s*)(?:a\s+)?(?:free\s+)?(?:pdf\s+)?(?:(?:knit(?:ting)?|crochet|amigurumi)\s*){0,2}pattern(?:\s+from\s+.+)?\s*$/i,
      '',
    )
    // A page's name for itself: "Kestrel Cowl pattern", "Fern crochet pattern".
    .replace(/(?<=\S\s+\S+)\s+(?:free\s+)?(?:knitting\s+|crochet\s+)?pattern$/i, '')
    .replace(/\s*[\u2605\u2606~*]+$/u, '')
    .replace(
      // "(Free Pattern + Video)", "(Free Crochet Pattern & Video Tutorial)": what the page offers with it.
      /\s*\((?:knit(?:ted|ting)?|crochet(?:ed)?|(?:free\s+)?(?:(?:knit(?:ting)?|crochet|amigurumi)\s+){0,2}pattern!?(?:\s*(?:\+|&|and)\s*video(?:\s+tutorial)?)?)\)\s*$/i,
      '',
    )
    // The craft after a dash: "Harbour Throw - Tunisian crochet", "Nook Slippers – crochet", "Fell Hat - knitted".
    .replace(/\s+[-–—|:]\s*(?:tunisian\s+)?(?:knit(?:ted|ting)?|crochet(?:ed)?|tunisian)\s*$/i, '')
    // What the pattern is for, set before its name: "Class project: Ribbed Scarf", "Workshop pattern: Tea Cosy".
    .replace(
      /^(?:class|workshop|course|lesson|beginners?'?)\s+(?:project|pattern|piece)\s*[:–-]\s+(?=\S)/i,
      '',
    )
    // An instalment of a crochet- or knit-along: "Sophie's Garden - Part 1", "Lighthouse (Clue 2 of 5)".
    .replace(/\s*(?:[-:|\u00B7]\s*|\()(?:part|clue|week)\s*\d+(?:\s*(?:of|\/)\s*\d+)?\)?\s*$/i, '')
    // "Tamarack — a cardigan", "Saltmarsh - a crescent shawl in three colours": what it is, after the name.
    // Or after a colon: "Low Tide Socks: a free toe-up sock pattern".
    .replace(/(?<=\S)(?:\s+[-–—]|\s*:)\s+an?\s+[a-z][a-z\s-]{0,40}$/, (tail) =>
      ITEM_WORD.test(tail) ? '' : tail,
    )
    // A blog's headline around the name: "Easy Crochet Sweater: The Cloudbank Pullover", "Wren Hat: A Quick Knit
    // Beanie": the description of the kind of thing made, with the craft named, is not the pattern's name.
    .replace(SEO_BEFORE, (whole: string, rest: string) =>
      ITEM_WORD.test(whole.slice(0, -rest.length)) ? rest : whole,
    )
    .replace(SEO_AFTER, (tail) => (ITEM_WORD.test(tail) ? '' : tail))
    // "Ivy Shawl | ivyknits.com": the publisher's web address set beside the name.
    .replace(/\s+[|\u00B7]\s+(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i, '')
    .trim();
  return isAllCaps(cleaned) ? capitalsTitle(cleaned) : cleaned;
}
