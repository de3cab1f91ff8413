import { isGroup } from '../check/ops.js';
import type { Fabric, Piece, Seq } from '../model/types.js';
import {
  CROCHET_ABBREVIATIONS,
  KNIT_ABBREVIATIONS,
  stitchName,
  term,
  toUkTerms,
  type Terms,
} from './terms.js';

/** How each fabric is worked, for the notes' stitch guide (crochet in the chosen terms). */
function guide(fabric: Fabric, flat: boolean, round: boolean, terms: Terms): string | null {
  const sc = stitchName('sc', terms);
  const hdc = stitchName('hdc', terms);
  const dc = stitchName('dc', terms);
  const ways = (flatWay: string, roundWay: string) =>
    [flat ? `flat, ${flatWay}` : '', round ? `in the round, ${roundWay}` : ''].filter(Boolean).join('; ');
  switch (fabric) {
    case 'stockinette':
      return `Stockinette stitch: ${ways('knit RS rows, purl WS rows', 'knit every rnd')}.`;
    case 'garter':
      return `Garter stitch: ${ways('knit every row', 'knit 1 rnd, purl 1 rnd')}.`;
    case 'rib-1x1':
      return 'K1, p1 rib: knit the knit sts and purl the purl sts as they face you.';
    case 'rib-2x2':
      return 'K2, p2 rib: knit the knit sts and purl the purl sts as they face you.';
    case 'seed':
      return 'Seed stitch: k1, p1 across; on every following row or rnd, knit the purl sts and purl the knit sts as they face you.';
    case 'slip-stitch':
      return 'Heel stitch: RS rows *sl1 with yarn in back, k1; rep from * to end; WS rows sl1, purl to end.';
    case 'tapestry':
      return 'Tapestry crochet: work each st in the colour given, carrying the colour not in use inside the sts.';
    case 'colorwork':
      return 'Stranded colorwork: work each st in the colour given, carrying the colour not in use loosely across the back.';
    case 'sc':
    case 'hdc':
    case 'dc': {
      const name = { sc, hdc, dc }[fabric];
      return `${term(fabric === 'sc' ? 'single crochet' : fabric === 'hdc' ? 'half double crochet' : 'double crochet', terms)} (${name}): ${ways(`ch ${fabric === 'sc' ? 1 : 2} and turn at the start of each row, the turning chain not counting as a st`, 'join each rnd with a sl st to its first st and ch 1 or 2, not counting as a st')}.`;
    }
    case 'post-rib':
      return `Post-stitch rib: *${stitchName('fpdc', terms)} around the next st, ${stitchName('bpdc', terms)} around the next st; rep from *, working the post sts as they face you.`;
    case 'moss':
      return `Moss stitch: *${sc} in the next st or ch-sp, ch 1, ${term('sk', terms)} the next st; rep from *; each ch-1 space counts as a st.`;
    default:
      return null;
  }
}

const opsOf = (seq: Seq, into: Set<string>) => {
  for (const item of seq)
    if (isGroup(item)) opsOf(item.repeat, into);
    else into.add(item.op);
};

/** The stitch guide and abbreviations a pattern's pieces need. */
export function guideAndAbbreviations(
  pieces: readonly Piece[],
  knitting: boolean,
  terms: Terms,
): { guide: string[]; abbreviations: string[] } {
  const fabrics = new Map<Fabric, { flat: boolean; round: boolean }>();
  const ops = new Set<string>();
  for (const piece of pieces)
    for (const step of piece.steps) {
      const seen = fabrics.get(step.fabric) ?? { flat: false, round: false };
      seen[piece.worked] = true;
      fabrics.set(step.fabric, seen);
      if ((step.kind === 'rows' || step.kind === 'shaping') && step.seq) opsOf(step.seq, ops);
    }
  const lines = [...fabrics]
    .map(([fabric, ways]) => guide(fabric, ways.flat, ways.round, terms))
    .filter((line): line is string => line !== null)
    .map((line) => line[0].toUpperCase() + line.slice(1));
  const table = knitting ? KNIT_ABBREVIATIONS : CROCHET_ABBREVIATIONS;
  const always = knitting ? ['k', 'p'] : ['ch', 'sl-st'];
  for (const fabric of fabrics.keys())
    if (!knitting && fabric in table) ops.add(fabric === 'post-rib' ? 'fpdc' : fabric);
  if (!knitting && ops.has('fpdc')) ops.add('bpdc');
  const abbreviations = [...new Set([...always, ...ops])]
    .filter((op) => op in table)
    .map((op) => (/^[^:]{1,16}:/.test(table[op]) ? table[op] : `${op}: ${table[op]}`))
    .map((line) => (terms === 'UK' ? toUkTerms(line) : line));
  abbreviations.push(
    knitting
      ? 'st(s): stitch(es); rnd(s): round(s); RS: right side; WS: wrong side; m: marker'
      : 'st(s): stitch(es); rnd(s): round(s); sp: space',
  );
  return { guide: lines, abbreviations };
}
