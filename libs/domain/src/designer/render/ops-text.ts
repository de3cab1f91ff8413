import type { Craft } from '../gauge/fabrics.js';
import { isGroup } from '../check/ops.js';
import type { CrochetStitch, Graded, Group, Op, Seq, Times } from '../model/types.js';
import { graded } from './format.js';
import { stitchName, term, type Terms } from './terms.js';

export interface OpsStyle {
  craft: Craft;
  terms: Terms;
}

const KNIT_NAMES: Partial<Record<Op['op'], string>> = {
  k2tog: 'k2tog',
  ssk: 'ssk',
  p2tog: 'p2tog',
  sk2p: 'sk2p',
  kfb: 'kfb',
  m1l: 'M1L',
  m1r: 'M1R',
  yo: 'yo',
  c4f: 'C4F',
  c4b: 'C4B',
  pm: 'pm',
  sm: 'sm',
  rm: 'rm',
};

/** "k to end", "k to 3 sts before m", "k6 (7, 8)". */
function knitWork(op: 'k' | 'p' | 'sl', n: Times | undefined, toMarker: boolean): string {
  const word = op === 'sl' ? 'sl' : op;
  if (n === undefined) return `${word}1`;
  if (n === 'rest')
    return `${op === 'k' ? 'knit' : op === 'p' ? 'purl' : 'slip'} to ${toMarker ? 'm' : 'end'}`;
  if ('before' in n) {
    const verb = op === 'k' ? 'knit' : op === 'p' ? 'purl' : 'slip';
    const sts = n.before.every((b) => b === 1) ? 'st' : 'sts';
    return toMarker
      ? `${verb} to ${graded(n.before)} ${sts} before m`
      : `${verb} to last ${graded(n.before)} ${sts}`.replace('last 1 st', 'last st');
  }
  return `${word}${graded(n)}`;
}

function crochetWork(st: CrochetStitch, n: Times | undefined, toMarker: boolean, terms: Terms): string {
  const name = stitchName(st, terms);
  const around = st === 'fpdc' || st === 'bpdc' ? 'around' : 'in';
  if (n === undefined) return `${name} ${around} next st`;
  if (n === 'rest') return `${name} ${around} each st to ${toMarker ? 'marker' : 'end'}`;
  if ('before' in n) {
    const sts = n.before.every((b) => b === 1) ? 'st' : 'sts';
    return toMarker
      ? `${name} ${around} each st to ${graded(n.before)} ${sts} before marker`
      : `${name} ${around} each st to last ${graded(n.before)} ${sts}`.replace('last 1 st', 'last st');
  }
  const values = n;
  return values.every((v) => v === 1)
    ? `${name} ${around} next st`
    : `${name} ${around} next ${graded(values)} sts`;
}

function opText(op: Op, style: OpsStyle, toMarker: boolean): string {
  const color = op.color ? ` in ${op.color}` : '';
  if (op.op === 'bo') return `BO ${graded(op.n as Graded)} sts`;
  if (style.craft === 'knitting') {
    if (op.op === 'k' || op.op === 'p' || op.op === 'sl') return knitWork(op.op, op.n, toMarker) + color;
    const name = KNIT_NAMES[op.op] ?? op.op;
    return op.n && op.n !== 'rest' && !('before' in op.n) && !op.n.every((v) => v === 1)
      ? `[${name}] ${graded(op.n)} times`
      : name;
  }
  const st = op.st ?? 'sc';
  switch (op.op) {
    case 'inc':
      return `2 ${stitchName(st, style.terms)} in next st`;
    case 'inc3':
      return `3 ${stitchName(st, style.terms)} in next st`;
    case 'dec':
      return `${stitchName(st, style.terms)}2tog`;
    case 'dec3':
      return `${stitchName(st, style.terms)}3tog`;
    case 'ch-sp':
      return `ch 1, ${term('sk', style.terms)} next st`;
    case 'pm':
      return 'pm';
    case 'sm':
      return 'sm';
    case 'rm':
      return 'rm';
    default:
      return crochetWork(op.op as CrochetStitch, op.n, toMarker, style.terms) + color;
  }
}

const hasMarker = (seq: Seq): boolean =>
  seq.some((item) => (isGroup(item) ? hasMarker(item.repeat) : item.op === 'sm' || item.op === 'rm'));

function groupTimes(times: Group['times'], toMarker: boolean): string {
  if ('until' in times) {
    const sts = times.until.every((t) => t === 1) ? 'st' : 'sts';
    if (times.until.every((t) => t === 0)) return `to ${toMarker ? 'm' : 'end'}`;
    return toMarker ? `to ${graded(times.until)} ${sts} before m` : `to last ${graded(times.until)} ${sts}`;
  }
  return `${graded(times)} ${times.every((t) => t === 1) ? 'time' : 'times'}`;
}

/**
 * A row's operations as a pattern prints them: "[k7, k2tog] 8 (9, 10) times, k4". "To the end" reads "to m"
 * where a marker follows in the row (or in the repeat around it).
 */
export function seqText(seq: Seq, style: OpsStyle, markerAfter = false): string {
  return seq
    .map((item: Op | Group, index) => {
      const toMarker = markerAfter || hasMarker(seq.slice(index + 1));
      return isGroup(item)
        ? `[${seqText(item.repeat, style, false)}] ${groupTimes(item.times, toMarker)}`
        : opText(item, style, toMarker);
    })
    .filter((text) => text !== '')
    .join(', ');
}
