import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Measurement, Piece } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { FINGER_SHARES } from '../../sizes/accessory-tables.js';
import { measurement, rowsIn, type BuildContext } from '../context.js';

const same = (n: number, v: number) => perSize(n, () => v);

type Finger = 'index' | 'middle' | 'ring' | 'pinky';
const FINGERS: readonly Finger[] = ['index', 'middle', 'ring', 'pinky'];

export type { Finger };

/**
 * Four fingers from the hand's stitches: the pinky takes a fifth of each side, the rest is shared among the
 * other three (the middle finger first, then the index). Each finger takes its stitches from both sides of the
 * hand; two stitches are cast on between neighbours and picked up again by the next finger.
 */
export function fingerSplit(around: readonly number[]): { name: Finger; count: number[] }[] {
  const split = around.map((a) => {
    const half = a / 2;
    const pinky = Math.max(2, Math.round(half * 0.2));
    const rest = half - pinky;
    const base = Math.floor(rest / 3);
    const extra = rest - 3 * base;
    return {
      index: 2 * (base + (extra >= 2 ? 1 : 0)),
      middle: 2 * (base + (extra >= 1 ? 1 : 0)),
      ring: 2 * base,
      pinky: 2 * pinky,
    };
  });
  return FINGERS.map((name) => ({ name, count: split.map((s) => s[name]) }));
}

/** The four fingers, each from its held stitches, worked to its length and closed with a decrease round. */
export function fingers(
  ctx: BuildContext,
  split: readonly { name: Finger; count: number[] }[],
  handLength: number[],
  fabric: Fabric,
): { pieces: Piece[]; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const v = vocab(ctx.craft, fabric);
  const part = (finger: Finger) => split.find((s) => s.name === finger)!.count;
  const pieces: Piece[] = [];
  const extras: Record<Finger, { pickUp: number; castOn: number }> = {
    index: { pickUp: 0, castOn: 2 },
    middle: { pickUp: 2, castOn: 2 },
    ring: { pickUp: 2, castOn: 2 },
    pinky: { pickUp: 2, castOn: 0 },
  };
  const measurements: Measurement[] = [];
  for (const finger of FINGERS) {
    const name = `${finger[0].toUpperCase()}${finger.slice(1)} finger`;
    const f = new PieceBuilder(name, 'round', n, 2).join(
      'join',
      fabric,
      [{ piece: 'Hand', part: finger, count: part(finger) }],
      same(n, extras[finger].pickUp),
      same(n, extras[finger].castOn),
      { along: 'the stitches cast on by the finger before' },
    );
    const length = handLength.map((l) => l * FINGER_SHARES[finger]);
    const rows = rowsIn(ctx, length, fabric).map((r) => Math.max(2, r - 1));
    f.rows('finger', fabric, rows)
      .rows('tip', fabric, same(n, 1), {
        seq: [{ repeat: [v.decR()], times: f.count.map((c) => c / 2) }],
        change: f.count.map((c) => -c / 2),
      })
      .finish('gather', fabric, 'gather');
    pieces.push(f.build());
    if (finger === 'middle')
      measurements.push(
        measurement('middle-finger', 'Middle finger', null, length, [
          { piece: name, kind: 'length', from: 'join', to: 'tip' },
        ]),
      );
  }
  return { pieces, measurements };
}
