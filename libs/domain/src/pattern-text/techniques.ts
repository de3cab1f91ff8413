import type { PatternReading } from '@yarn-mgmt/contracts';
import { excerpt, isAdvert, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';

/**
 * The techniques the reader recognises, in their canonical spelling: lower case (as tags are), a hyphen where
 * the words form one modifier ("top-down", "i-cord", "provisional cast-on"), the plural where knitters say it
 * ("cables", "short rows", "steeks"). The reader never returns anything else. One direction for every item, as
 * every independent corpus writer records it: a sock worked cuff-down is top-down, toe-up is bottom-up. "Seamless"
 * and "magic loop" are not techniques of a pattern (rounds are "in the round"; magic loop is a needle method).
 */
export const PATTERN_TECHNIQUES = [
  'cables',
  'lace',
  'colorwork',
  'fair isle',
  'intarsia',
  'mosaic',
  'brioche',
  'double knitting',
  'entrelac',
  'short rows',
  'top-down',
  'bottom-up',
  'in the round',
  'raglan',
  'i-cord',
  'provisional cast-on',
  'steeks',
  'duplicate stitch',
  'bobbles',
  'beading',
  'amigurumi',
  'granny square',
  'tapestry crochet',
  'filet crochet',
  'tunisian crochet',
  'corner-to-corner',
] as const;
export type PatternTechnique = (typeof PATTERN_TECHNIQUES)[number];

const RULES: Record<PatternTechnique, RegExp> = {
  // Not a cable cast-on, nor "no cable needle is needed", and not the cable of a circular needle ("80 cm cable",
  // "cable 40 cm", "a Tunisian hook with a cable").
  cables:
    /(?<!\bno\s)\bcabl(?:es?|ed|ing)\b(?![\s-]*cast)(?!\s*\d+(?:[.,]\d+)?\s*(?:cm|in|")|\s+length\b)(?<!(?:\d\s*(?:cm|in|")\)?|interchangeable|circular)\s*cable)(?<!\b(?:hook|needle)s?\s+(?:with|on)\s+an?\s+(?:[\w-]+\s+)?cable)|\bC\d+[FB]\b/i,
  // Not the yarn's weight, and not "no lace". "An openwork mesh", "openwork fan stitch": lace by its other name, and
  // crochet's "pineapple pattern"; an "eyelet panel" (not a little eyelet border, nor an eyelet for a drawstring).
  lace: /(?<!\bno\s)\blace\b(?![\s-]*(?:weight|yarn|thread))|\blacy\b|\bfeather[\s-]and[\s-]fan\b|\bold shale\b|\bopen[\s-]?work\b|\bpineapples?\s+(?:pattern|stitch|motifs?|lace)\b|\beyelets?\s+(?:panels?|patterns?|bands?|stitch|motifs?|yoke|chart|insert(?:ion)?s?|columns?|mesh)\b/i,
  // Not "stranded embroidery thread" (a floss for a toy's face).
  // Or said by what stranding is: "carry color not in use loosely across back of work" (not up the side: stripes).
  colorwork:
    /\bcolou?r[\s-]?work\b|\bstranded\b(?!\s+(?:embroidery|cotton|floss|thread)\b)|\bcarry(?:ing)?\s+(?:the\s+)?(?:colou?r|yarn)\s+not\s+(?:in\s+use|being\s+used)\s+(?:loosely\s+)?across\s+(?:the\s+)?(?:back|wrong side)\b/i,
  'fair isle': /\bfair[\s-]?isle\b/i,
  intarsia: /\bintarsia\b/i,
  mosaic: /\bmosaic\b/i,
  brioche: /\bbrioche\b/i,
  // Not the yarn: "double knitting yarn", "knitted in soft double knitting", nor a yarn's name, capitalised ("in Cosy
  // Baby Double Knitting").
  'double knitting':
    /(?<!\b[A-Z][\w']*\s|\b(?:soft|pure|any|some|warm|wool|woollen|cotton|acrylic|merino|baby|washable)\s)\b(?:double[\s-]knit(?:ting|ted)?|Double[\s-]knit(?:ting|ted)?)\b(?![\s-]*(?:weight|yarn|wool))/,
  entrelac: /\bentrelac\b/i,
  // Not "no short rows, I promise".
  'short rows': /(?<!\bno\s)\bshort[\s-]rows?\b|\bwrap[\s-]and[\s-]turn\b|\bw&t\b/i,
  // "from the top centre down", "from the top edge downwards": a shawl begun at its top; a sock or mitten worked
  // cuff-down.
  'top-down':
    /\btop[\s-]down\b|\bcuff[\s-]down\b|\bfrom the cuff down\b|\bfrom the top(?:\s+(?:centre|center|middle|edge|point))?\s+down(?:wards?)?\b|\bfrom the (?:crown|neck(?:line)?) down\b/i,
  // A hat begun at its brim is worked bottom-up ("from the brim up", "from the ribbed brim to the crown", "worked
  // in the round from the brim"), as one begun at its crown is top-down; "measures 7 in from the brim" is not.
  // A sock worked toe-up; a guernsey "from the welt up".
  // Gloves and mittens begun at the wrist ("worked in rounds on four needles, beginning at the wrist").
  'bottom-up':
    /\bbottom[\s-]up\b|\bfrom (?:the )?bottom to (?:the )?(?:up|top)\b|\b(?:beginning|starting|begun|started|worked)\s+(?:at|from)\s+the\s+wrist\b|\bfrom the wrist up(?:wards?)?\b|\btoe[\s-]up\b|\bfrom the toe up\b|\bfrom the (?:bottom|hem|cuff|welts?) up(?:wards?)?\b|\bfrom the (?:[a-z]+ )?(?:lower|bottom|hem) edge (?:up(?:wards?)?|to the)\b|\bbegin(?:ning)? at the (?:lower|bottom|hem) edge\b|\bfrom the (?:[a-z]+ )?brim (?:up(?:wards?)?|to the (?:crown|top))\b|\b(?:worked|knitted|crocheted|made)\b(?:(?!measur)[^.\n]){0,30}\bfrom the (?:[a-z]+ )?brim\b/i,
  // Rounds are worked in the round (not a border or edging worked in rounds round a flat piece), as are double-pointed needles and magic loop.
  'in the round':
    /\bin[\s-]the[\s-]round\b|(?<!\b(?:border|edging|trim|edge)\b[^.\n]{0,60})(?:\bin (?:continuous |joined )?rounds\b|\brnds?\b(?![^.\n]{0,30}\baround (?:the )?(?:blanket|afghan|throw|edges?|piece|square)s?\b)|\brounds\b)|(?<!\bno\s)(?:\bdpns?\b|\bdouble[\s-]pointed\b)(?![^.;\n]{0,40}\bfor\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}i[\s-]?cords?\b)|\bmagic loop\b|\bspiral\s+rounds?\b|\bin (?:a )?(?:continuous )?spiral\b/i,
  raglan: /\braglan\b/i,
  'i-cord': /\bi[\s-]?cords?\b/i,
  'provisional cast-on': /\bprovisional(?:ly)?[\s-]+(?:cast[\s-]*on|co)\b|\bcast on provisionally\b/i,
  steeks: /\bsteek(?:s|ed|ing)?\b/i,
  'duplicate stitch': /\bduplicate[\s-]stitch(?:es|ed|ing)?\b/i,
  // Not "a bobble-free coat".
  bobbles: /\bbobbles?\b(?![\s-]*free\b)|\bpopcorn stitch\b/i,
  // Not a toy's safety warning ("must not have safety eyes, buttons or beads").
  // Nor a list of what it has none of ("no buttons, beads or fringes").
  // Nor a bead or two threaded on a drawstring's ends, or a bead for a toy's nose ("2 wooden beads for the drawstring"),
  // nor beads in a list of trimmings to sew on ("Buttons, beads, ribbons").
  beading:
    /(?<!\b(?:safety|choking|must not|should not|never|no|don'?t|do not)\b[^.\n]{0,60})\bbead(?:s|ed|ing)\b(?!\s+(?:for|on)\s+(?:the\s+)?(?:drawstring|cord|tie|nose|eyes?)s?\b)(?!\s*,\s*(?:ribbons?|buttons?|sequins?|bells?|charms?|pom))(?<!\b(?:buttons?|ribbons?|sequins?),\s*beads?)/i,
  amigurumi: /\bamigurumi\b/i,
  // "Patchwork Granny Afghan": an afghan of granny squares by its usual name.
  'granny square': /\bgranny[\s-]squares?\b|\bgranny\s+(?:afghan|blanket|throw|motifs?)\b/i,
  'tapestry crochet': /\btapestry crochet\b/i,
  'filet crochet': /\bfilet\b/i,
  'tunisian crochet': /\btunisian\b/i,
  'corner-to-corner': /\bcorner[\s-]to[\s-]corner\b|\bC2C\b/,
};

/** A flat motif worked in rounds from a ring, named where a text names its item (not a "granny stripe"). */
const FLAT_MOTIF =
  /\bgranny\b(?![\s-]+(?:stripes?|clusters?|stitch))|\bhexagons?\b|\bdoil(?:y|ies)\b|\bmandalas?\b|\bcoasters?\b|\bpot[\s-]?holders?\b/i;

/**
 * Whether the item is a tube or a toy worked in the round, as a knitter tags it: not a doily, a mandala, coasters or
 * a blanket, cushion or vest of granny squares, whose rounds make flat motifs (named in the text's first lines).
 */
function isWorkedInTheRound(document: PatternDocument, searched: string): boolean {
  const head = document.lines
    .filter((line) => line.trim())
    .slice(0, 6)
    .join('\n');
  if (FLAT_MOTIF.test(head)) return false;
  // "All pieces are knitted flat and sewn together", "the sleeves are worked in rows and sewn": double-pointed
  // needles for an i-cord or a heel, or a flower's few rounds, do not make a flat piece a tube.
  // Double-pointed needles and no round at all in a pattern with an i-cord: the needles are the i-cord's.
  const rounds = ROUNDS_SAID.test(searched) || (searched.match(ROUND_ROWS)?.length ?? 0) > 0;
  if (!rounds && /\bi[\s-]?cords?\b/i.test(searched)) return false;
  const flat = WORKED_FLAT.test(searched) && SEWN.test(searched) && !ROUNDS_SAID.test(searched);
  if (flat && (searched.match(ROUND_ROWS)?.length ?? 0) < 4) return false;
  // "The throw is worked flat in rows" with a BORDER of rounds worked around it: its rounds are the border's.
  const body = document.sections
    .filter((section) => !BORDER.test(section.heading) && !BORDER.test(section.lines[0] ?? ''))
    .map((section) => section.text)
    .join(' \n ');
  return !WORKED_FLAT.test(searched) || RULES['in the round'].test(body);
}
const BORDER = /^(?:border|edging|edge|trim)s?\s*:?$/i;
const WORKED_FLAT = /\b(?:worked|knitted|knit|crocheted|made)\s+(?:[a-z]+\s+){0,3}?(?:flat|in rows)\b/i;
const SEWN = /\bsewn\b|\bseam(?:s|ed)?\b|\bsew\s+(?:up|together)\b/i;
const ROUNDS_SAID = /\bin[\s-]the[\s-]round\b|\bin (?:continuous |joined )?rounds\b/i;
const ROUND_ROWS = /\brnds?\b|\brounds?\s+\d/gi;

const DIRECTIONS: ReadonlySet<PatternTechnique> = new Set(['top-down', 'bottom-up']);
const SIDEWAYS = /\bside[\s-]to[\s-]side\b|\bsideways\b|\brows?\s+(?:runs?|goes|go)\s+from\b/i;
/** The sentence before a position, and the one before it ("Worked from side to side. Each row runs "). */
const sentenceBefore = (text: string, at: number): string =>
  text
    .slice(Math.max(0, at - 200), at)
    .split(/[.!?]\s/)
    .slice(-2)
    .join('. ');

/** Named in the yarn section, these words are the yarn's ("lace weight", "double knitting"), not a technique. */
const YARN_WORDS: ReadonlySet<PatternTechnique> = new Set(['lace', 'double knitting']);

const yarnIsDoubleKnitting = (document: PatternDocument): boolean =>
  document.sections.some(
    (section) => section.kind === 'yarn' && /\bdouble[\s-]knit(?:ting)?\b/i.test(section.text),
  );

/** Which techniques of the vocabulary the text names, not counting the yarn section's yarn words. */
export function readTechniques(document: PatternDocument): Pick<PatternReading, 'techniques'> {
  const text = document.text;
  const withoutYarn = document.sections
    .filter((section) => section.kind !== 'yarn' && !isAdvert(section))
    .map((section) => section.text)
    .join(' \n ');
  const found: string[] = [];
  const sources: string[] = [];
  for (const technique of PATTERN_TECHNIQUES) {
    // A yarn called "Double Knitting" (the British weight): elsewhere the words name its weight too.
    if (technique === 'double knitting' && yarnIsDoubleKnitting(document)) continue;
    const searched = YARN_WORDS.has(technique) ? withoutYarn : text;
    const match = RULES[technique].exec(searched);
    if (!match) continue;
    if (technique === 'in the round' && !isWorkedInTheRound(document, searched)) continue;
    // "Worked in rows from side to side; each row runs from the brim to the crown": a row's way, not the piece's.
    if (DIRECTIONS.has(technique) && SIDEWAYS.test(sentenceBefore(searched, match.index))) continue;
    found.push(technique);
    sources.push(excerpt(searched, match.index, match.index + match[0].length, 15));
  }
  // Fair Isle is stranded colourwork: a knitter asking for colourwork patterns finds it too.
  if (found.includes('fair isle') && !found.includes('colorwork'))
    found.splice(found.indexOf('fair isle'), 0, 'colorwork');
  return found.length ? { techniques: readingField(found, 0.8, sources.join(' | ')) } : {};
}
