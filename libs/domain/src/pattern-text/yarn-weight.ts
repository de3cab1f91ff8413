import type { PatternReading, PatternYarnWeight } from '@yarn-mgmt/contracts';
import { excerpt, sectionsOf, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';

interface WeightWord {
  weight: PatternYarnWeight;
  /** Words that name the weight anywhere in a pattern. */
  anywhere: RegExp;
  /** Words that name it only inside the yarn section, where "Sport" or "Lace" is the yarn's name, not prose. */
  inYarn?: RegExp;
}

// Order matters where words overlap: "super bulky" before "bulky", "light worsted" (DK) before "worsted".
// Ply names follow Australian and UK usage: 4-ply fingering, 8-ply DK, 10-ply Aran, 12-ply chunky.
const WEIGHT_WORDS: WeightWord[] = [
  {
    weight: 'Super Chunky',
    anywhere: /\b(?:super|mega|ultra)[\s-]*(?:bulky|chunky)\b|\bjumbo\b|\b(?:14|16)[\s-]?ply\b/i,
  },
  { weight: 'Chunky', anywhere: /\b(?:chunky|bulky)\b|\b12[\s-]?ply\b/i },
  {
    weight: 'DK',
    anywhere:
      /\blight[\s-]?worsted\b|\bDK\b|\bD\.K\.?|\b[Dd]ouble[\s-]knit(?:ting)?\s+(?:weight|yarn)\b|\b8[\s-]?ply\b/,
    // British yarn is sold as "double knitting": in the yarn section it is the weight, not the technique.
    inYarn: /\bdouble[\s-]knit(?:ting)?\b/i,
  },
  {
    weight: 'Aran',
    // "Aran" is also a style of cabled sweater ("Aran-style", "Aran patterning") and a shade's name, counted with
    // its letter ("Aran 1 (2, 2) skeins (B)").
    // A shade's number before it marks a shade, too: "0313 Aran A".
    anywhere:
      /\bheavy[\s-]?worsted\b|(?<!\b\d{3,5}\s+)\baran\b(?![\s-]*(?:style|patterning|pattern|sweater|jumper|gansey|cables?|isl))(?!\s+\d+(?:\s*\([^)]*\))?\s*(?:skeins?|balls?|hanks?)\s*\((?:[A-F]|MC|CC\d?)\))|\b10[\s-]?ply\b/i,
  },
  // The Craft Yarn Council's name with its number: "medium (4)", "Medium Weight Yarn (4)", "Weight 4 - Medium".
  {
    weight: 'Worsted',
    anywhere:
      /\bworsted\b(?![\s-]*spun)|\bmedium\b[^.;\d]{0,15}\(?#?4\)?(?!\d)|\b4\)?\s*[-\u2013]?\s*medium\b/i,
  },
  {
    weight: 'Sport',
    anywhere: /\bsport[\s-]*weight\b|\b5[\s-]?ply\b|\bbaby[\s-]weight\b/i,
    inYarn: /\bsport\b/i,
  },
  {
    weight: 'Fingering',
    // Shetland "jumper weight" is a 2-ply wool knitted at a fingering gauge.
    anywhere: /\bfingering\b|\bsock[\s-]*(?:weight|yarn)\b|\b[34][\s-]?ply\b|\bjumper[\s-]weight\b/i,
    inYarn: /\bsock\b/i,
  },
  {
    weight: 'Lace',
    // Crochet thread, by its size: "cotton thread No. 10", "crochet cotton, size 30", "size 10 crochet thread".
    anywhere:
      /\blace[\s-]*weight\b|\blaceweight\b|\bcobweb\b|\b[12][\s-]?ply\b|\bthread\b[^.;]{0,30}?\b(?:no\.?|size)\s*\d{1,2}\b|\bcrochet\s+cotton,?\s+size\s*\d{1,2}\b|\bsize\s*\d{1,2}\s+(?:crochet\s+)?(?:cotton\s+)?thread\b/i,
    // Not a part worked in lace: "Colour B (lace border): 1 skein".
    inYarn: /\blace\b(?![\s-]+(?:border|panel|edging|pattern|stitch|chart|motif|section|band|yoke)s?\b)/i,
  },
];

/** Craft Yarn Council categories 0-7 as printed: "(4)", "#4", "(3 - light)", "weight category 5". */
// Not a size's amount in a list ("3 (4) skeins").
// Nor a shade's number before the weight of it or a dash: "beige (3) 440 g", "Slate (5): 150 g", "Oatmeal (2) — M: 8
// balls" ("Super Saver (4) 3 skeins"
// is the category before a count, as American labels print it).
const CYC_NUMBER =
  /(?<!\d\s*)\((\d)\s*(?:-\s*[a-z ]+)?\)(?!\s*:?\s*\d+(?:[.,]\d+)?\s*(?:g|grams?|oz)\b|\s+[-\u2013\u2014]\s)|#(\d)\b|\bcategory\s*(\d)\b/i;
const CYC_WEIGHTS: PatternYarnWeight[] = [
  'Lace',
  'Fingering',
  'Sport',
  'DK',
  'Worsted',
  'Chunky',
  'Super Chunky',
  'Super Chunky',
];

interface Hit {
  weight: PatternYarnWeight;
  index: number;
  length: number;
}

// A ply count names a weight only where no word does: "2-ply wool ... this is a fingering weight yarn"; never that
// of twine, cord or string ("3-ply natural jute twine").
const PLY = /ply$/i;
const NOT_YARN_AFTER = /^\s+(?:[a-z]+\s+){0,2}(?:twine|cord|string|rope|raffia)\b/i;

function firstWeight(text: string, inYarn: boolean): Hit | null {
  let best: Hit | null = null;
  let bestPly = true;
  for (const word of WEIGHT_WORDS) {
    for (const pattern of inYarn && word.inYarn ? [word.anywhere, word.inYarn] : [word.anywhere]) {
      // Every mention, not the first alone: "Merino 4 ply (...), fingering / 4 ply" names the weight in words after
      // the ply count.
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        const ply = PLY.test(match[0]);
        if (ply && NOT_YARN_AFTER.test(text.slice(match.index + match[0].length))) continue;
        if (!best || (bestPly && !ply) || (bestPly === ply && match.index < best.index)) {
          best = { weight: word.weight, index: match.index, length: match[0].length };
          bestPly = ply;
        }
      }
    }
  }
  return best;
}

// "Yarn weight: (4) Medium", "Weight: 4 ply": the weight said in a line of its own comes before any other mention.
const WEIGHT_LABEL = /^(?:yarn\s+)?weight(?:\s+category)?\s*:\s*(?<value>.+)$/i;

function labelledWeight(document: PatternDocument): Pick<PatternReading, 'yarn_weight'> | null {
  for (const line of document.lines) {
    const value = WEIGHT_LABEL.exec(line)?.groups?.value;
    if (!value) continue;
    const word = firstWeight(value, true);
    if (word) return { yarn_weight: readingField(word.weight, 0.95, line) };
    const category = /^\(?\s*(\d)\b/.exec(value);
    const number = category ? Number(category[1]) : NaN;
    if (number < CYC_WEIGHTS.length) return { yarn_weight: readingField(CYC_WEIGHTS[number], 0.9, line) };
  }
  return null;
}

const HELD_AS =
  /\b(?:held together|together|combined|held double)\b[^.;]{0,60}?\b(?:(?:knits?|works?|crochets?)\s+up\s+(?:like|as)|(?:are\s+)?equivalent\s+to|(?:to\s+)?(?:make|give|form)s?)\s+(?:an?\s+)?((?:light|heavy|super)?[\s-]?[\w-]+(?:[\s-](?:weight|ply))?)/i;

/**
 * The yarn weight: a "Yarn weight:" line first, yarns held together as the weight they make, then named in the yarn section, then anywhere; a bare category
 * number last.
 */
export function readYarnWeight(document: PatternDocument): Pick<PatternReading, 'yarn_weight'> {
  const labelled = labelledWeight(document);
  if (labelled) return labelled;
  // Yarns held together are worked as the weight they make: "Held together, the two yarns knit up like a light DK".
  const held = HELD_AS.exec(document.text);
  const together = held && firstWeight(held[1], true);
  if (together)
    return { yarn_weight: readingField(together.weight, 0.9, excerpt(document.text, held.index)) };
  const yarnText = sectionsOf(document, 'yarn')
    .map((section) => section.text)
    .join(' ');
  const inYarn = firstWeight(yarnText, true);
  // "1 skein Willowbrook 2-Ply" in the yarn section, "Willowbrook 2-Ply (worsted weight ...)" above it: a ply count
  // in a yarn's name gives way to a weight the text names in words.
  const named =
    inYarn &&
    PLY.test(yarnText.slice(inYarn.index, inYarn.index + inYarn.length)) &&
    firstWeight(document.text, false);
  if (named && !PLY.test(document.text.slice(named.index, named.index + named.length))) {
    const source = excerpt(document.text, named.index, named.index + named.length);
    return { yarn_weight: readingField(named.weight, 0.85, source) };
  }
  if (inYarn) {
    const named = /weight|ply/i.test(yarnText.slice(inYarn.index, inYarn.index + inYarn.length + 8));
    const source = excerpt(yarnText, inYarn.index, inYarn.index + inYarn.length);
    return { yarn_weight: readingField(inYarn.weight, named ? 0.95 : 0.85, source) };
  }
  const anywhere = firstWeight(document.text, false);
  if (anywhere) {
    const source = excerpt(document.text, anywhere.index, anywhere.index + anywhere.length);
    return { yarn_weight: readingField(anywhere.weight, 0.7, source) };
  }
  const category = CYC_NUMBER.exec(yarnText);
  const number = category ? Number(category[1] ?? category[2] ?? category[3]) : NaN;
  if (category && number < CYC_WEIGHTS.length)
    return {
      yarn_weight: readingField(
        CYC_WEIGHTS[number],
        0.6,
        excerpt(yarnText, category.index, category.index + 4),
      ),
    };
  return {};
}
