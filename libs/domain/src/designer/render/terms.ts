import type { CrochetStitch } from '../model/types.js';

export type Terms = 'US' | 'UK';

/** US crochet stitch names and their UK names (a US single crochet is a UK double crochet). */
const UK: Record<string, string> = {
  sc: 'dc',
  hdc: 'htr',
  dc: 'tr',
  tr: 'dtr',
  fpdc: 'fptr',
  bpdc: 'bptr',
  sc2tog: 'dc2tog',
  hdc2tog: 'htr2tog',
  dc2tog: 'tr2tog',
  'single crochet': 'double crochet',
  'half double crochet': 'half treble crochet',
  'double crochet': 'treble crochet',
  skip: 'miss',
  sk: 'miss',
  gauge: 'tension',
};

/** A US crochet word in the chosen terms. */
export const term = (word: string, terms: Terms): string => (terms === 'UK' ? (UK[word] ?? word) : word);

/** The stitch's name in the chosen terms. */
export const stitchName = (st: CrochetStitch, terms: Terms): string =>
  st === 'sl-st' ? 'sl st' : term(st, terms);

/** Every US term in a sentence turned UK: whole words only, longest names first. */
export function toUkTerms(text: string): string {
  const words = Object.keys(UK).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${words.map((w) => w.replace(/ /g, '\\s')).join('|')})\\b`, 'g');
  return text.replace(pattern, (word) => UK[word] ?? word);
}

/** Abbreviations in the chosen terms. */
export const KNIT_ABBREVIATIONS: Record<string, string> = {
  k: 'knit',
  p: 'purl',
  sl: 'slip 1 stitch purlwise with yarn in back',
  k2tog: 'knit 2 together (1 st decreased, leans right)',
  ssk: 'slip, slip, knit the 2 slipped sts together through the back loops (1 st decreased, leans left)',
  p2tog: 'purl 2 together (1 st decreased)',
  sk2p: 'slip 1, knit 2 together, pass the slipped st over (2 sts decreased)',
  kfb: 'knit into the front and back of the same st (1 st increased)',
  m1l: 'M1L: make 1 left: lift the bar between sts from front to back and knit it through the back loop (1 st increased)',
  m1r: 'M1R: make 1 right: lift the bar between sts from back to front and knit it (1 st increased)',
  yo: 'yarn over (1 st increased)',
  c4f: 'C4F: slip 2 sts to a cable needle held in front, k2, k2 from the cable needle',
  c4b: 'C4B: slip 2 sts to a cable needle held in back, k2, k2 from the cable needle',
  bo: 'BO: bind off',
  pm: 'place marker',
  sm: 'slip marker',
  rm: 'remove marker',
};

export const CROCHET_ABBREVIATIONS: Record<string, string> = {
  ch: 'chain',
  'sl-st': 'sl st: slip stitch',
  sc: 'sc: single crochet',
  hdc: 'hdc: half double crochet',
  dc: 'dc: double crochet',
  fpdc: 'fpdc: front post double crochet (worked around the post of the stitch below)',
  bpdc: 'bpdc: back post double crochet',
  dec: 'sc2tog, hdc2tog: work 2 sts together (1 st decreased)',
  'ch-sp': 'ch-sp: chain space',
  pm: 'place marker',
  sm: 'slip marker',
  sk: 'sk: skip',
};
