import { nearestMultiple, perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Piece, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { inchesOfRows, inchesWorked, level, rowsIn, type BuildContext } from '../context.js';
import { rowsPerInch } from '../../gauge/gauge.js';
import { checkRow, ribCount, ribRow } from '../stitch-patterns.js';
import { planCrown, type HatPlan } from './plan.js';

/**
 * A knitted beanie from the brim up. Beginner: flat with a garter brim, the crown decreased on right-side rows
 * and the back seamed. Intermediate: in the round with a ribbed brim and an eight-wedge crown (decreases every
 * other round, then every round). Advanced adds a two-colour check band above the brim.
 */
export function knitHat(ctx: BuildContext, plan: HatPlan): { piece: Piece; colorwork: boolean } {
  const n = ctx.sizes.length;
  const flat = level(ctx) === 0;
  const v = vocab('knitting', 'stockinette');
  const hat = new PieceBuilder('Hat', flat ? 'flat' : 'round', n);
  const brimFabric = flat ? 'garter' : 'rib-2x2';
  const brimSts = flat ? plan.around : plan.around.map((a) => ribCount('rib-2x2', 'round', a * 0.9));
  hat.castOn(
    'cast-on',
    brimFabric,
    brimSts,
    flat ? undefined : 'and join in the round, being careful not to twist',
  );
  const crown = planCrown(plan.around, !flat);
  const setupRow = crown.setup.some((s, i) => s !== plan.around[i]) ? 1 : 0;
  const crownRows = crown.slow.map((s, i) => (flat ? 2 * s : 2 * s + crown.fast[i]) + 1 + setupRow);
  const crownInches = inchesOfRows(ctx, crownRows, 'stockinette');
  // A bulky yarn's tall crown may leave less than the brim's depth: the brim then takes what is left.
  hat.rows(
    'brim',
    brimFabric,
    rowsIn(
      ctx,
      plan.brim.map((b, i) => Math.min(b, plan.height[i] - crownInches[i] - 0.5)),
      brimFabric,
      flat,
    ),
    {
      seq: flat ? undefined : ribRow(brimFabric, 'round', brimSts),
      note: ctx.features.has('folded-brim') ? 'for a brim that folds up' : undefined,
    },
  );
  hat.evenly('to-body', 'stockinette', v, plan.around);
  // The band (6 rounds and up to 2 to change the count) only where the hat is tall enough for it.
  const bandInches = inchesOfRows(
    ctx,
    perSize(n, () => 8),
    'stockinette',
  );
  const before = inchesWorked(ctx, hat.steps);
  const colorwork =
    level(ctx) === 2 && plan.height.every((h, i) => h - before[i] - crownInches[i] >= bandInches[i]);
  if (colorwork) {
    const band = plan.around.map((a) => nearestMultiple(a, 4));
    hat.evenly('to-band', 'stockinette', v, band);
    for (let r = 0; r < 6; r += 1)
      hat.rows(
        `band-${r + 1}`,
        'colorwork',
        perSize(n, () => 1),
        { seq: checkRow(band, r >= 2 && r < 4), label: `Colorwork rnd ${r + 1}` },
      );
    hat.evenly('after-band', 'stockinette', v, plan.around);
  }
  const sofar = inchesWorked(ctx, hat.steps);
  const bodyInches = plan.height.map((h, i) => h - sofar[i] - crownInches[i]);
  // Worked flat, the crown decreases on right-side rows: the rows before its first decrease pair up.
  const setupRows = crown.setup.some((s, i) => s !== plan.around[i]) ? 1 : 0;
  const rpi = rowsPerInch(ctx.gauge, 'stockinette');
  const bodyRows = bodyInches.map((inches) => {
    const exact = Math.max(0, inches * rpi);
    if (!flat) return Math.round(exact);
    // The body's rows, the setup row and the marker row together an even number: the nearest such count.
    const odd = (setupRows + 1) % 2;
    const below = Math.floor(exact) - ((Math.floor(exact) + odd) % 2);
    return below >= 0 && exact - below <= below + 2 - exact ? below : below + 2;
  });
  hat.rows('body', 'stockinette', bodyRows, {
    note: ctx.features.has('stripes') ? 'in stripes of 4 rows A, 4 rows B' : undefined,
  });
  hat.evenly('crown-setup', 'stockinette', v, crown.setup, 'to set up the crown');
  hat.rows(
    'markers',
    'stockinette',
    perSize(n, () => 1),
    {
      seq: [
        { repeat: [v.work(crown.perSector), { op: 'pm' }], times: crown.sectors.map((s) => s - 1) },
        v.work(crown.perSector),
      ],
      note: 'placing a marker between the crown wedges',
    },
  );
  const dec: Seq = [
    { repeat: [v.work({ before: perSize(n, () => 2) }), v.decR(), { op: 'sm' }], times: crown.sectors },
  ];
  const perRow = crown.sectors.map((s) => -s);
  hat.shaping(
    'crown',
    'stockinette',
    dec,
    perSize(n, () => 2),
    crown.slow,
    perRow,
    'Crown dec',
  );
  if (!flat)
    hat.shaping(
      'crown-2',
      'stockinette',
      dec,
      perSize(n, () => 1),
      crown.fast,
      perRow,
      'Crown dec',
    );
  hat.finish('gather', 'stockinette', 'gather');
  return {
    piece: hat.build({
      outro: flat
        ? 'Sew the back seam with mattress stitch, reversing it over the brim if it folds.'
        : undefined,
    }),
    colorwork,
  };
}
