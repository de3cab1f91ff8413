import { nearestEven } from '../../model/graded.js';
import { accessoryEase, SLOUCH_INCHES } from '../../sizes/ease.js';
import { column, type BuildContext } from '../context.js';

/** A hat's numbers per size: the head and its (negative) ease, the stitches around, the height and the brim. */
export interface HatPlan {
  head: number[];
  ease: number[];
  around: number[];
  height: number[];
  brim: number[];
}

export function planHat(ctx: BuildContext): HatPlan {
  const head = column(ctx, 'head');
  const share = accessoryEase('hat', ctx.fit, ctx.craft);
  const ease = head.map((h) => h * share);
  const folded = ctx.features.has('folded-brim') ? 2 : 1;
  return {
    head,
    ease,
    around: head.map((h, i) => nearestEven((h + ease[i]) * ctx.gauge.spi)),
    height: column(ctx, 'height').map((h) => h + (ctx.fit === 'oversized' ? SLOUCH_INCHES : 0)),
    brim: head.map((h) => (h >= 20 ? 2 : h >= 16 ? 1.5 : 1) * folded),
  };
}

/** A crown of `sectors` wedges: the stitches set up to a multiple of them, then decreased to one per wedge. */
export interface CrownPlan {
  sectors: number[];
  setup: number[];
  perSector: number[];
  slow: number[];
  fast: number[];
}

const PREFERRED = [8, 9, 7, 10, 6, 11, 12, 5];

/** Wedges that divide the count evenly (8 preferred), else 8 (fewer for small counts) after an even decrease. */
export function planCrown(around: readonly number[], everyOther: boolean): CrownPlan {
  const plan: CrownPlan = { sectors: [], setup: [], perSector: [], slow: [], fast: [] };
  for (const n of around) {
    const exact = PREFERRED.find((s) => n % s === 0 && n / s >= 4);
    const sectors = exact ?? Math.max(3, Math.min(8, Math.floor(n / 4)));
    const setup = sectors * Math.floor(n / sectors);
    const m = setup / sectors;
    const slow = everyOther ? m - Math.ceil(m / 2) : m - 1;
    plan.sectors.push(sectors);
    plan.setup.push(setup);
    plan.perSector.push(m);
    plan.slow.push(slow);
    plan.fast.push(m - 1 - slow);
  }
  return plan;
}
