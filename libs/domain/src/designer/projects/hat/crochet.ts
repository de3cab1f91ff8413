import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Measurement, Piece, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import {
  inchesOfRows,
  inchesWorked,
  level,
  measurement,
  rowsIn,
  stitchesFor,
  type BuildContext,
} from '../context.js';
import { ribRow } from '../stitch-patterns.js';
import type { HatPlan } from './plan.js';

/**
 * The beginner's crocheted hat: a rectangle worked sideways in single crochet through the back loop (rows
 * running up the hat, so the ridges look like ribbing), seamed into a tube and gathered at the top.
 */
export function sidewaysHat(ctx: BuildContext, plan: HatPlan): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const tall = stitchesFor(ctx, plan.height, Math.round);
  const rows = rowsIn(
    ctx,
    plan.head.map((h, i) => h + plan.ease[i]),
    'sc',
  );
  const hat = new PieceBuilder('Hat', 'flat', n)
    .chain('foundation', 'sc', tall, false, 'for the height of the hat')
    .rows(
      'body',
      'sc',
      rows.map((r) => r - 1),
      { note: 'working through the back loop only, around the head' },
    )
    .finish(
      'seam-closed',
      'sc',
      'seam-closed',
      'along the foundation chain, then weave the tail through the row ends at the top and pull tight',
    );
  return {
    piece: hat.build(),
    measurements: [
      measurement('circumference', 'Circumference', plan.head, plan.ease, [
        { piece: 'Hat', kind: 'length', from: 'foundation', to: 'body' },
      ]),
      measurement('height', 'Height', null, plan.height, [{ piece: 'Hat', kind: 'width', at: 'body' }]),
    ],
  };
}

/**
 * A crocheted beanie from the top down in half double crochet: a flat circle of eight wedges increased to the
 * head's stitches, worked even, and finished with a post-stitch rib brim. Advanced works the body in moss stitch.
 */
export function topDownHat(ctx: BuildContext, plan: HatPlan): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const v = vocab('crochet', 'hdc');
  const body: Fabric = level(ctx) === 2 ? 'moss' : 'hdc';
  const wedges = perSize(n, () => 8);
  const circle = plan.around.map((a) => Math.max(16, 8 * Math.floor(a / 8)));
  const hat = new PieceBuilder('Hat', 'round', n).ring('ring', 'hdc', wedges);
  hat.rows(
    'wedges',
    'hdc',
    perSize(n, () => 1),
    {
      seq: [
        { repeat: [{ op: 'inc', st: 'hdc' }, { op: 'pm' }], times: perSize(n, () => 7) },
        { op: 'inc', st: 'hdc' },
      ],
      change: wedges,
      note: 'placing a marker after each increase',
    },
  );
  const inc: Seq = [
    {
      repeat: [v.work({ before: perSize(n, () => 1) }), { op: 'inc', st: 'hdc' }, { op: 'sm' }],
      times: wedges,
    },
  ];
  hat.shaping(
    'increase',
    'hdc',
    inc,
    perSize(n, () => 1),
    circle.map((c) => c / 8 - 2),
    8,
    'Inc rnd',
  );
  hat.rows(
    'markers-off',
    'hdc',
    perSize(n, () => 1),
    {
      seq: [{ repeat: [v.work('rest'), { op: 'rm' }], times: perSize(n, () => 7) }, v.work('rest')],
      note: 'removing the markers',
    },
  );
  hat.evenly('to-size', 'hdc', v, plan.around);
  const sofar = inchesWorked(ctx, hat.steps);
  // The brim takes what the crown leaves of the height, up to its own depth: a bulky yarn's tall crown may leave less.
  const brimRows = rowsIn(
    ctx,
    plan.brim.map((b, i) => Math.min(b, plan.height[i] - sofar[i])),
    'post-rib',
  );
  const brimInches = inchesOfRows(ctx, brimRows, 'post-rib');
  const mossRow: Seq = [{ repeat: [{ op: 'sc' }, { op: 'ch-sp' }], times: plan.around.map((a) => a / 2) }];
  hat.rows(
    'body',
    body,
    rowsIn(
      ctx,
      plan.height.map((h, i) => h - sofar[i] - brimInches[i]),
      body,
      false,
      0,
    ),
    {
      seq: body === 'moss' ? mossRow : undefined,
      note: ctx.features.has('stripes') ? 'in stripes of 2 rnds A, 2 rnds B' : undefined,
    },
  );
  hat.rows('brim', 'post-rib', brimRows, {
    seq: ribRow('post-rib', 'round', plan.around),
    note: 'for the brim',
  });
  hat.finish('fasten-off', 'post-rib', 'fasten-off');
  return {
    piece: hat.build(),
    measurements: [
      measurement('circumference', 'Circumference', plan.head, plan.ease, [
        { piece: 'Hat', kind: 'width', at: 'body' },
      ]),
      measurement('height', 'Height', null, plan.height, [
        { piece: 'Hat', kind: 'length', from: 'ring', to: 'brim' },
      ]),
    ],
  };
}
