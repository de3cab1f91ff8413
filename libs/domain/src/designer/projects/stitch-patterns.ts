import { nearestMultiple } from '../model/graded.js';
import type { Fabric, Graded, Seq } from '../model/types.js';

const ones = (counts: Graded) => counts.map(() => 1);
const twos = (counts: Graded) => counts.map(() => 2);

/**
 * The stitch count a ribbing needs: k2, p2 in the round a multiple of 4; k1, p1 in the round even; flat k1, p1
 * any count (an odd count starts and ends with k1); post-stitch rib even.
 */
export function ribCount(fabric: Fabric, worked: 'flat' | 'round', sts: number): number {
  if (fabric === 'rib-2x2') return nearestMultiple(sts, 4, worked === 'flat' ? 2 : 0);
  if (fabric === 'post-rib' || (fabric === 'rib-1x1' && worked === 'round')) return nearestMultiple(sts, 2);
  return Math.max(3, Math.round(sts));
}

/** One row of a ribbing over `counts` stitches, spelled out so the checker proves the count fits the repeat. */
export function ribRow(fabric: Fabric, worked: 'flat' | 'round', counts: Graded): Seq | undefined {
  if (fabric === 'rib-2x2') {
    if (worked === 'round')
      return [
        {
          repeat: [
            { op: 'k', n: twos(counts) },
            { op: 'p', n: twos(counts) },
          ],
          times: counts.map((c) => c / 4),
        },
      ];
    return [
      {
        repeat: [
          { op: 'k', n: twos(counts) },
          { op: 'p', n: twos(counts) },
        ],
        times: counts.map((c) => (c - 2) / 4),
      },
      { op: 'k', n: twos(counts) },
    ];
  }
  if (fabric === 'rib-1x1') {
    const pairs = counts.map((c) => Math.floor(c / 2));
    const odd = counts.map((c) => c % 2);
    const seq: Seq = [
      {
        repeat: [
          { op: 'k', n: ones(counts) },
          { op: 'p', n: ones(counts) },
        ],
        times: pairs,
      },
    ];
    return odd.some((o) => o > 0) ? [...seq, { op: 'k', n: odd }] : seq;
  }
  if (fabric === 'post-rib')
    return [
      {
        repeat: [
          { op: 'fpdc', n: ones(counts) },
          { op: 'bpdc', n: ones(counts) },
        ],
        times: counts.map((c) => c / 2),
      },
    ];
  return undefined;
}

/** The 4-stitch check of the colorwork band: two rounds of each, the colours swapping. */
export function checkRow(counts: Graded, swap: boolean, stitch: 'k' | 'sc' = 'k'): Seq {
  const [first, second] = swap ? (['B', 'A'] as const) : (['A', 'B'] as const);
  return [
    {
      repeat: [
        { op: stitch, n: twos(counts), color: first },
        { op: stitch, n: twos(counts), color: second },
      ],
      times: counts.map((c) => c / 4),
    },
  ];
}
