import type { Craft } from '../gauge/fabrics.js';
import type { CrochetStitch, Fabric, Graded, Group, Op, Seq, Times } from './types.js';

/** The words of a craft for the few moves every builder needs: work, decrease, increase. */
export interface Vocab {
  craft: Craft;
  /** The stitch the main fabric is worked in (k for knitting). */
  stitch: 'k' | CrochetStitch;
  work(n?: Times): Op;
  /** A right-leaning and a left-leaning single decrease (crochet has one). */
  decR(): Op;
  decL(): Op;
  finish: 'bind-off' | 'fasten-off';
}

const CROCHET_STITCH: Partial<Record<Fabric, CrochetStitch>> = {
  sc: 'sc',
  hdc: 'hdc',
  dc: 'dc',
  'post-rib': 'dc',
  basketweave: 'dc',
  moss: 'sc',
};

export function vocab(craft: Craft, fabric: Fabric): Vocab {
  if (craft === 'knitting')
    return {
      craft,
      stitch: 'k',
      work: (n) => (n === undefined ? { op: 'k' } : { op: 'k', n }),
      decR: () => ({ op: 'k2tog' }),
      decL: () => ({ op: 'ssk' }),
      finish: 'bind-off',
    };
  const st = CROCHET_STITCH[fabric] ?? 'sc';
  return {
    craft,
    stitch: st,
    work: (n) => (n === undefined ? { op: st } : { op: st, n }),
    decR: () => ({ op: 'dec', st }),
    decL: () => ({ op: 'dec', st }),
    finish: 'fasten-off',
  };
}

/** "k1, ssk, knit to last 3 sts, k2tog, k1": one stitch decreased at each edge. */
export function edgeDecrease(v: Vocab, sizes: number): Seq {
  const one = Array<number>(sizes).fill(1);
  const three = Array<number>(sizes).fill(3);
  return [v.work(one), v.decL(), v.work({ before: three }), v.decR(), v.work(one)];
}

/** "k1, M1L, knit to last st, M1R, k1" or "2 sc in first st, sc to last st, 2 sc in last st". */
export function edgeIncrease(v: Vocab, sizes: number): Seq {
  const one = Array<number>(sizes).fill(1);
  if (v.craft === 'knitting')
    return [v.work(one), { op: 'm1l' }, v.work({ before: one }), { op: 'm1r' }, v.work(one)];
  return [
    { op: 'inc', st: v.stitch as CrochetStitch },
    v.work({ before: one }),
    { op: 'inc', st: v.stitch as CrochetStitch },
  ];
}

/**
 * Increases or decreases spaced evenly across a row of `prev` stitches: the stitches part into as many groups as
 * there are changes, the longer groups first. A size with no change has no groups (it works the row plain).
 */
export function evenly(v: Vocab, prev: Graded, change: Graded): Seq {
  const groups = prev.map((p, i) => {
    const c = Math.abs(change[i]);
    if (c === 0) return { q: 0, r: 0, c: 0 };
    return { q: Math.floor(p / c), r: p % c, c };
  });
  const dec = change.some((c) => c < 0);
  const long: number[] = [];
  const short: number[] = [];
  const longTimes: number[] = [];
  const shortTimes: number[] = [];
  for (const { q, r, c } of groups) {
    longTimes.push(r);
    shortTimes.push(c - r);
    if (c === 0) {
      long.push(0);
      short.push(0);
    } else if (dec) {
      long.push(q - 1);
      short.push(q - 2);
    } else if (v.craft === 'knitting') {
      long.push(q + 1);
      short.push(q);
    } else {
      long.push(q);
      short.push(q - 1);
    }
  }
  const change1: Op = dec
    ? v.decR()
    : v.craft === 'knitting'
      ? { op: 'm1l' }
      : { op: 'inc', st: v.stitch as CrochetStitch };
  const seq: (Op | Group)[] = [];
  if (longTimes.some((t) => t > 0)) seq.push({ repeat: [v.work(long), change1], times: longTimes });
  seq.push({ repeat: [v.work(short), change1], times: shortTimes });
  return seq;
}
