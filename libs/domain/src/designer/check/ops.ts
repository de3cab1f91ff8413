import type { Graded, Group, Op, OpName, Seq, Times } from '../model/types.js';

/** Stitches an operation works from the needle or hook and stitches it leaves there. */
export const OP_COUNTS: Record<OpName, readonly [consumes: number, produces: number]> = {
  k: [1, 1],
  p: [1, 1],
  sl: [1, 1],
  k2tog: [2, 1],
  ssk: [2, 1],
  p2tog: [2, 1],
  sk2p: [3, 1],
  kfb: [1, 2],
  m1l: [0, 1],
  m1r: [0, 1],
  yo: [0, 1],
  c4f: [4, 4],
  c4b: [4, 4],
  bo: [1, 0],
  sc: [1, 1],
  hdc: [1, 1],
  dc: [1, 1],
  fpdc: [1, 1],
  bpdc: [1, 1],
  'sl-st': [1, 1],
  inc: [1, 2],
  inc3: [1, 3],
  dec: [2, 1],
  dec3: [3, 1],
  'ch-sp': [1, 1],
  pm: [0, 0],
  sm: [0, 0],
  rm: [0, 0],
};

export const isGroup = (item: Op | Group): item is Group => 'repeat' in item;

/** One row's effect on the stitches: the new stitches between markers, the stitches it worked, or what is wrong. */
export interface RowResult {
  segments: number[];
  worked: number;
  error?: string;
}

class RowError extends Error {}

/**
 * Replays one row over the stitches as the markers part them (`segments`, first to last). Each operation takes
 * its stitches from the current stretch; slipping a marker needs the stretch used up; at the end of the row
 * every stitch must have been worked. A flat row's result reads back the other way for the next row.
 */
export function applyRow(seq: Seq, segments: readonly number[], size: number): RowResult {
  let index = 0;
  let left = segments[0] ?? 0;
  const out = [0];
  let worked = 0;
  const value = (graded: Graded, what: string): number => {
    const v = graded[size];
    if (!Number.isInteger(v) || v < 0) throw new RowError(`${what} is ${v}, not a whole number of stitches`);
    return v;
  };
  const times = (n: Times | undefined, consumes: number, name: string): number => {
    if (n === undefined) return 1;
    if (n === 'rest') {
      if (consumes === 0) throw new RowError(`${name} cannot be worked "to the end"`);
      if (left % consumes !== 0) throw new RowError(`${left} sts do not divide into ${name}`);
      return left / consumes;
    }
    if ('before' in n) {
      const reserve = value(n.before, `${name} before`);
      if (left - reserve < 0)
        throw new RowError(`${name} to ${reserve} sts before the marker: only ${left} sts left`);
      return (left - reserve) / Math.max(1, consumes);
    }
    return value(n, name);
  };
  const run = (items: Seq) => {
    for (const item of items) {
      if (isGroup(item)) {
        if ('until' in item.times) {
          const leave = value(item.times.until, 'stitches to leave');
          while (left > leave) {
            const before = left;
            run(item.repeat);
            if (left === before) throw new RowError('a repeat that works no stitches');
          }
          if (left !== leave) throw new RowError(`the repeat overshoots: ${left} sts left, not ${leave}`);
          continue;
        }
        const repeats = value(item.times, 'repeat count');
        for (let r = 0; r < repeats; r += 1) run(item.repeat);
        continue;
      }
      if (item.op === 'pm') out.push(0);
      else if (item.op === 'sm' || item.op === 'rm') {
        if (left !== 0) throw new RowError(`${left} sts left unworked before a marker`);
        if (index < segments.length - 1) {
          index += 1;
          left = segments[index];
          if (item.op === 'sm') out.push(0);
        } else if (item.op === 'rm') throw new RowError('no marker to remove');
      } else {
        const [consumes, produces] = OP_COUNTS[item.op];
        const n = times(item.n, consumes, item.op);
        if (!Number.isInteger(n)) throw new RowError(`${item.op} worked ${n} times`);
        if (consumes * n > left)
          throw new RowError(
            `${item.op}${n > 1 ? ` x${n}` : ''} needs ${consumes * n} sts, only ${left} left`,
          );
        left -= consumes * n;
        out[out.length - 1] += produces * n;
        worked += Math.max(produces, item.op === 'bo' ? 1 : 0) * n;
      }
    }
  };
  try {
    run(seq);
    if (index !== segments.length - 1 || left !== 0) {
      const unworked = left + segments.slice(index + 1).reduce((a, b) => a + b, 0);
      throw new RowError(`the row ends with ${unworked} sts unworked`);
    }
  } catch (error) {
    if (error instanceof RowError) return { segments: [...segments], worked, error: error.message };
    throw error;
  }
  return { segments: out, worked };
}
