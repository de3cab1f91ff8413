import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Measurement, Piece, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { FINGER_SHARES } from '../../sizes/accessory-tables.js';
import { column, inchesOfRows, inchesWorked, measurement, rowsIn, type BuildContext } from '../context.js';
import { ribRow } from '../stitch-patterns.js';

const same = (n: number, v: number) => perSize(n, () => v);

export interface HandSpec {
  around: number[];
  palm: number[];
  cuff: number[];
  edge: Fabric;
  fabric: Fabric;
  fingered: boolean;
  /** The stitches each finger takes, when the hand ends at the fingers. */
  split?: readonly { name: string; count: number[] }[];
}

/**
 * The hand in the round with a thumb gusset: knitting starts the gusset from one made stitch and increases two
 * every third round between markers; crochet marks two stitches and increases at both ends every other round.
 * The gusset's stitches are held, stitches cast on over the gap, and the thumb is worked last from them.
 */
export function gussetHand(
  ctx: BuildContext,
  spec: HandSpec,
): { pieces: Piece[]; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const v = vocab(ctx.craft, spec.fabric);
  const h = new PieceBuilder('Hand', 'round', n, 2);
  const cuffRows = rowsIn(ctx, spec.cuff, spec.edge);
  if (knit)
    h.castOn('cast-on', spec.edge, spec.around, 'and join in the round').rows('cuff', spec.edge, cuffRows, {
      seq: ribRow(spec.edge, 'round', spec.around),
    });
  else
    h.chain('cast-on', spec.fabric, spec.around, true).rows(
      'cuff',
      spec.edge,
      cuffRows.map((r) => Math.max(1, r - 1)),
      { seq: ribRow(spec.edge, 'round', spec.around) },
    );
  const start = knit ? 1 : 2;
  const thumb = spec.around.map((a) => Math.round(a * 0.38));
  const incs = thumb.map((t) => Math.max(1, Math.round((t - start) / 2)));
  const gusset = incs.map((t) => start + 2 * t);
  if (knit)
    h.rows('gusset-setup', spec.fabric, same(n, 1), {
      seq: [{ op: 'm1l' }, { op: 'pm' }, v.work('rest')],
      change: same(n, 1),
      note: 'the made stitch begins the thumb gusset',
    });
  else
    h.rows('gusset-setup', spec.fabric, same(n, 1), {
      seq: [v.work(same(n, 2)), { op: 'pm' }, v.work('rest')],
      note: 'marking the first 2 sts for the thumb gusset',
    });
  const inc: Seq = knit
    ? [{ op: 'm1l' }, v.work('rest'), { op: 'm1r' }, { op: 'sm' }, v.work('rest')]
    : [
        { op: 'inc', st: 'sc' },
        v.work({ before: same(n, 1) }),
        { op: 'inc', st: 'sc' },
        { op: 'sm' },
        v.work('rest'),
      ];
  // The gusset reaches the base of the thumb, about half way up the palm: an increase every 3rd round (2nd in
  // crochet) where the palm is long enough, every other round where it is not.
  const gussetRows = rowsIn(
    ctx,
    spec.palm.map((p) => p * 0.55),
    spec.fabric,
  );
  const every = incs.map((t, i) => Math.max(1, Math.min(knit ? 3 : 2, Math.floor(gussetRows[i] / t))));
  h.shaping('gusset', spec.fabric, inc, every, incs, 2, 'Gusset inc rnd');
  const hand = spec.around.map((a) => a - (knit ? 0 : 2));
  h.divide(
    'thumb-hold',
    [
      { name: 'thumb', count: gusset },
      { name: 'hand', count: hand },
    ],
    'hand',
  );
  h.join('over-thumb', spec.fabric, [], same(n, 0), same(n, 2), {
    note: 'over the gap and join to continue in the round',
  });
  h.evenly('after-thumb', spec.fabric, v, spec.around);
  const topRows = rowsIn(ctx, same(n, spec.fingered ? 0 : 0.5), spec.edge, false, spec.fingered ? 0 : 1);
  const top = inchesOfRows(ctx, topRows, spec.edge);
  const sofar = inchesWorked(ctx, h.steps);
  h.rows(
    'hand',
    spec.fabric,
    rowsIn(
      ctx,
      spec.palm.map((p, i) => p + spec.cuff[i] - sofar[i] - top[i]),
      spec.fabric,
      false,
      0,
    ),
    { note: spec.fingered ? 'to the base of the fingers' : 'to the knuckles' },
  );
  const measurements = [
    measurement(
      'length',
      spec.fingered ? 'Cuff to fingers' : 'Length',
      null,
      spec.palm.map((p, i) => p + spec.cuff[i]),
      [{ piece: 'Hand', kind: 'length', from: 'cast-on', to: spec.fingered ? 'hand' : 'top' }],
    ),
  ];
  if (spec.split) h.divide('fingers', [...spec.split], '', 'for the fingers');
  else
    h.rows('top', spec.edge, topRows, { seq: ribRow(spec.edge, 'round', spec.around) }).finish(
      'bind-off',
      spec.edge,
      v.finish,
    );
  const pieces = [h.build({ intro: 'Make two alike.' })];
  const thumbSts = gusset.map((g) => g + (knit ? 1 : 2));
  const t = new PieceBuilder('Thumb', 'round', n, 2).join(
    'join',
    spec.fabric,
    [{ piece: 'Hand', part: 'thumb', count: gusset }],
    same(n, knit ? 1 : 2),
    same(n, 0),
    {
      along: 'the stitches cast on over the gap',
    },
  );
  if (spec.fingered) {
    const length = column(ctx, 'handLength').map((l) => l * FINGER_SHARES.thumb);
    t.rows(
      'thumb',
      spec.fabric,
      rowsIn(
        ctx,
        length.map((l) => l - 0.5),
        spec.fabric,
      ),
    )
      .rows('tip', spec.fabric, same(n, 1), {
        seq: [{ repeat: [v.decR()], times: thumbSts.map((s) => s / 2) }],
        change: thumbSts.map((s) => -s / 2),
      })
      .finish('gather', spec.fabric, 'gather');
  } else
    t.rows('thumb', spec.edge, rowsIn(ctx, same(n, 0.5), spec.edge), {
      seq: ribRow(spec.edge, 'round', thumbSts),
    }).finish('bind-off', spec.edge, v.finish);
  pieces.push(t.build());
  return { pieces, measurements };
}
