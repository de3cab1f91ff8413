import { heelTurnCount } from '../../check/heel-turn.js';
import { rowsPerInch } from '../../gauge/gauge.js';
import { nearestEven } from '../../model/graded.js';
import type { Fabric } from '../../model/types.js';
import { accessoryEase } from '../../sizes/ease.js';
import { DesignerInputError } from '../../errors.js';
import { column, level, pick, type BuildContext } from '../context.js';

/**
 * A top-down sock's numbers per size: stitches around (foot circumference less its negative ease), the heel
 * flap over half of them and its rows, the heel turn's sides and center, the gusset's picked-up stitches, and
 * the toe's decreases down to about a third of the stitches.
 */
export interface SockPlan {
  fabric: Fabric;
  cuffFabric: Fabric;
  foot: number[];
  ease: number[];
  around: number[];
  heel: number[];
  instep: number[];
  flapRows: number[];
  side: number[];
  center: number[];
  turned: number[];
  pickUp: number[];
  gussetDecs: number[];
  toeEnd: number[];
  footLength: number[];
  footEase: number[];
  leg: number[];
  cuff: number[];
}

export function planSocks(ctx: BuildContext): SockPlan {
  const knit = ctx.craft === 'knitting';
  const foot = column(ctx, 'foot');
  const share = accessoryEase('socks', ctx.fit, ctx.craft);
  const ease = foot.map((f) => f * share);
  const around = foot.map((f, i) => nearestEven((f + ease[i]) * ctx.gauge.spi));
  // A heel turns over 7 sts at least: a sock needs 10 around.
  if (around.some((a) => a < 10))
    throw new DesignerInputError(
      'yarnWeight',
      `At this gauge the sock has only ${Math.min(...around)} sts around; a sock needs at least 10. Choose a finer yarn or a larger size.`,
    );
  // Half the stitches make the heel; a tiny sock needs 7 for its heel to turn, the instep taking the rest.
  const heel = around.map((a) => Math.max(7, a / 2));
  const flapFabric: Fabric = knit ? 'slip-stitch' : 'sc';
  // The flap is about three quarters as deep as the heel is wide.
  const flapRows = heel.map((h) =>
    nearestEven(Math.max(4, (h / ctx.gauge.spi) * 0.75 * rowsPerInch(ctx.gauge, flapFabric))),
  );
  const side = heel.map((h) => Math.max(2, Math.floor((h - Math.max(3, Math.round(h / 3))) / 2)));
  const center = heel.map((h, i) => h - 2 * side[i]);
  const turned = side.map((s, i) => heelTurnCount(s, center[i]));
  const pickUp = flapRows.map((r, i) => {
    const p = 2 * (r / 2 + 1);
    return (turned[i] + p - heel[i]) % 2 === 0 ? p : p + 1;
  });
  const footLength = column(ctx, 'footLength');
  return {
    fabric: knit ? 'stockinette' : 'sc',
    cuffFabric: pick(ctx, level(ctx) === 0 ? 'rib-1x1' : 'rib-1x1', level(ctx) === 0 ? 'sc' : 'post-rib'),
    foot,
    ease,
    around,
    heel,
    instep: around.map((a, i) => a - heel[i]),
    flapRows,
    side,
    center,
    turned,
    pickUp,
    gussetDecs: turned.map((t, i) => (t + pickUp[i] - heel[i]) / 2),
    // The toe decreases 4 sts a round to about a third of the stitches, keeping 4 or more a side.
    toeEnd: around.map((a, i) => {
      const side = Math.min(heel[i], a - heel[i]);
      const decs = Math.max(
        0,
        Math.min(Math.floor((a - Math.max(8, a * 0.35)) / 4), Math.floor((side - 4) / 2)),
      );
      return a - 4 * decs;
    }),
    footLength,
    footEase: footLength.map((l) => (l >= 8 ? -0.5 : -0.25)),
    leg: column(ctx, 'leg'),
    cuff: foot.map((f) => (f >= 7 ? 1.5 : 1)),
  };
}
