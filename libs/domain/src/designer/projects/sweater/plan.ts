import { nearestEven, nearestMultiple } from '../../model/graded.js';
import type { Fabric } from '../../model/types.js';
import { chestEase, lengthAllowance, upperArmEase } from '../../sizes/ease.js';
import { column, level, pick, type BuildContext } from '../context.js';

/**
 * The numbers of a drop-shoulder pullover, per size: the finished chest (chest + ease), the sleeve's top
 * (upper arm + ease, at least twice the armhole depth), the armhole it sets into (half the sleeve's top), the
 * sleeve's length (CYC's neck-to-cuff less half the back's width, the drop of the shoulder), the cuff, the
 * body's length, and the neck.
 */
export interface SweaterPlan {
  fabric: Fabric;
  hem: Fabric;
  chestEase: number[];
  chest: number[];
  body: number[];
  upperArm: number[];
  armEase: number[];
  sleeveTop: number[];
  sleeveSts: number[];
  armhole: number[];
  sleeveLength: number[];
  cuff: number[];
  cuffSts: number[];
  length: number[];
  edge: number[];
  neckSts: number[];
  neckDepth: number[];
  neckDecs: number[];
  shoulderSts: number[];
}

export function planSweater(ctx: BuildContext, worked: 'flat' | 'round'): SweaterPlan {
  const { spi } = ctx.gauge;
  const adult = ctx.adult;
  const chestBody = column(ctx, 'chest');
  const ease = chestBody.map(() => chestEase(ctx.fit, adult));
  const chest = chestBody.map((c, i) => c + ease[i]);
  const body = chest.map((c) => nearestEven(c * spi));
  const upperArm = column(ctx, 'upperArm');
  const armholeBody = column(ctx, 'armholeDepth');
  const sleeveTop = upperArm.map((u, i) =>
    Math.max(u + upperArmEase(ctx.fit, adult), 2 * (armholeBody[i] + (adult ? 1 : 0.5))),
  );
  const sleeveSts = sleeveTop.map((w) => nearestEven(w * spi));
  const cuff = upperArm.map((u) => u * 0.55 + (adult ? 1.5 : 1));
  const neckToCuff = column(ctx, 'neckToCuff');
  const crossBack = column(ctx, 'crossBack');
  const edge = ctx.sizes.map((row) => (Number(row.chest) >= 30 ? 2 : Number(row.chest) >= 21 ? 1.5 : 1));
  const neckDepth = edge.map((e) => e + 0.5);
  const neckSts = crossBack.map((cb, i) => nearestMultiple(cb * 0.45 * spi, 2, (body[i] / 2) % 2));
  const neckDecs = neckSts.map((n) => Math.max(1, Math.floor(n / 4)));
  return {
    fabric: pick(ctx, 'stockinette', 'hdc'),
    hem:
      level(ctx) === 0
        ? pick(ctx, 'garter', 'sc')
        : pick(ctx, worked === 'round' ? 'rib-2x2' : 'rib-1x1', 'post-rib'),
    chestEase: ease,
    chest,
    body,
    upperArm,
    armEase: sleeveTop.map((w, i) => w - upperArm[i]),
    sleeveTop,
    sleeveSts,
    armhole: sleeveTop.map((w) => w / 2),
    sleeveLength: neckToCuff.map((n, i) => n - chest[i] / 4),
    cuff,
    cuffSts: cuff.map((w) => nearestEven(w * spi)),
    length: column(ctx, 'bodyLength').map((l) => l + lengthAllowance(ctx.fit)),
    edge,
    neckDepth,
    neckSts,
    neckDecs,
    shoulderSts: neckSts.map((n, i) => (body[i] / 2 - n) / 2),
  };
}
