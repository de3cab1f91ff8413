import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import { spreadShaping } from '../../model/shaping-plan.js';
import type { Measurement, Piece, Seq } from '../../model/types.js';
import { edgeDecrease, edgeIncrease, vocab } from '../../model/vocab.js';
import { column, inchesOfRows, measurement, rowsIn, type BuildContext } from '../context.js';
import { ribCount, ribRow } from '../stitch-patterns.js';
import type { SweaterPlan } from './plan.js';

const three = (n: number) => perSize(n, () => 3);
const one = (n: number) => perSize(n, () => 1);

/** Back and front from the held stitches: the back straight to the shoulders, the front with a crew neck. */
export function backAndFront(ctx: BuildContext, plan: SweaterPlan): Piece[] {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const v = vocab(ctx.craft, plan.fabric);
  const half = plan.body.map((b) => b / 2);
  const armholeRows = rowsIn(ctx, plan.armhole, plan.fabric, true);
  const back = new PieceBuilder('Back', 'flat', n)
    .join(
      'join',
      plan.fabric,
      [{ piece: 'Body', part: 'back', count: half }],
      perSize(n, () => 0),
      perSize(n, () => 0),
    )
    .rows('armhole', plan.fabric, armholeRows, { note: 'to the shoulders' })
    .finish('bind-off', plan.fabric, v.finish);

  const neckRows = rowsIn(ctx, plan.neckDepth, plan.fabric, true);
  const decs = plan.neckDecs.map((d, i) => Math.max(1, Math.min(d, Math.floor((neckRows[i] - 2) / 2))));
  const center = plan.neckSts.map((s, i) => s - 2 * decs[i]);
  const side = plan.shoulderSts.map((s, i) => s + decs[i]);
  const front = new PieceBuilder('Front', 'flat', n).join(
    'join',
    plan.fabric,
    [{ piece: 'Body', part: 'front', count: half }],
    perSize(n, () => 0),
    perSize(n, () => 0),
  );
  front.rows(
    'to-neck',
    plan.fabric,
    armholeRows.map((r, i) => r - neckRows[i]),
    { note: 'to the neckline' },
  );
  if (knit) {
    front.rows('neck', plan.fabric, one(n), {
      seq: [v.work(side), { op: 'bo', n: center }, v.work('rest')],
      change: center.map((c) => -c),
      note: 'binding off the center neck stitches',
    });
    front.divide(
      'split',
      [
        { name: 'left', count: side },
        { name: 'right', count: side },
      ],
      'left',
    );
  } else
    front.divide(
      'split',
      [
        { name: 'left', count: side },
        { name: 'center', count: center, unworked: true },
        { name: 'right', count: side },
      ],
      'left',
    );
  // Knitting decreases on right-side rows: after the bind-off row (RS) each side works a wrong-side row first.
  const wrongSide = (b: PieceBuilder) =>
    knit ? b.rows('wrong-side', plan.fabric, one(n), { note: 'with the wrong side facing' }) : b;
  const after = armholeRows.map((r, i) => r - neckRows[i] - (knit ? 2 : 0) - 2 * decs[i]);
  const leftSeq: Seq = knit
    ? [v.work({ before: three(n) }), v.decR(), v.work(one(n))]
    : [v.work({ before: perSize(n, () => 2) }), v.decR()];
  wrongSide(front)
    .shaping(
      'neck-dec',
      plan.fabric,
      leftSeq,
      perSize(n, () => 2),
      decs,
      -1,
      'Neck dec row',
    )
    .rows('shoulder', plan.fabric, after, { note: 'to the shoulder' })
    .finish('bind-off', plan.fabric, v.finish);
  const rightSeq: Seq = knit ? [v.work(one(n)), v.decL(), v.work('rest')] : [v.decL(), v.work('rest')];
  const right = wrongSide(
    new PieceBuilder('Right front', 'flat', n).join(
      'join',
      plan.fabric,
      [{ piece: 'Front', part: 'right', count: side }],
      perSize(n, () => 0),
      perSize(n, () => 0),
    ),
  )
    .shaping(
      'neck-dec',
      plan.fabric,
      rightSeq,
      perSize(n, () => 2),
      decs,
      -1,
      'Neck dec row',
    )
    .rows('shoulder', plan.fabric, after, { note: 'to the shoulder' })
    .finish('bind-off', plan.fabric, v.finish);
  return [
    back.build(),
    front.build({ outro: 'This is the left front shoulder.' }),
    right.build({ outro: 'Sew the shoulder seams.' }),
  ];
}

/** The neckband picked up around the crew neck. */
export function neckband(ctx: BuildContext, plan: SweaterPlan): Piece {
  const n = ctx.sizes.length;
  const opening = plan.neckSts.map((s, i) => (2 * s) / ctx.gauge.spi + 2 * plan.neckDepth[i]);
  const sts = opening.map((inches) => ribCount(plan.hem, 'round', inches * ctx.gauge.spi * 0.85));
  const band = new PieceBuilder('Neckband', 'round', n)
    .pickUp('pick-up', ctx.craft === 'knitting' ? plan.hem : 'sc', sts, 'the neck edge')
    .rows(
      'rib',
      plan.hem,
      rowsIn(
        ctx,
        perSize(n, () => 1),
        plan.hem,
      ),
      { seq: ribRow(plan.hem, 'round', sts) },
    )
    .finish('bind-off', plan.hem, vocab(ctx.craft, plan.fabric).finish, 'loosely');
  return band.build();
}

/** Sleeves: picked up around the armhole and worked down in the round, or (beginner) cast on at the cuff and worked up flat. */
export function sleeves(
  ctx: BuildContext,
  plan: SweaterPlan,
  topDown: boolean,
): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const v = vocab(ctx.craft, plan.fabric);
  const s = new PieceBuilder('Sleeve', topDown ? 'round' : 'flat', n, 2);
  const cuffRows = rowsIn(ctx, plan.edge, plan.hem, !topDown && knit);
  const cuffInches = inchesOfRows(ctx, cuffRows, plan.hem);
  // Knitted top-down sleeves spend one round changing to the rib's count; a crocheted pick-up is a round itself.
  const toRib = topDown ? inchesOfRows(ctx, one(n), plan.fabric) : perSize(n, () => 0);
  const mainRows = rowsIn(
    ctx,
    plan.sleeveLength.map((l, i) => l - cuffInches[i] - toRib[i]),
    plan.fabric,
    !topDown && knit,
  );
  const events = plan.sleeveSts.map((top, i) => (top - plan.cuffSts[i]) / 2);
  const unit = topDown || !knit ? 1 : 2;
  // An inch straight at each end of the shaping, less where the sleeve is too short for all its shaping rows.
  const ends = rowsIn(ctx, one(n), plan.fabric, !topDown && knit).map((e, i) => {
    const spare = Math.max(0, mainRows[i] - events[i] * unit);
    return Math.min(e, unit * Math.floor(spare / 2 / unit));
  });
  const stretch = mainRows.map((r, i) => r - 2 * ends[i]);
  const shaping = spreadShaping(events, stretch, unit);
  const even = mainRows.map((r, i) => r - ends[i] - shaping.used[i]);
  if (topDown) {
    s.pickUp('pick-up', plan.fabric, plan.sleeveSts, 'the armhole edge, starting at the underarm')
      .rows('top', plan.fabric, ends)
      .shaping('dec', plan.fabric, edgeDecrease(v, n), shaping.every, shaping.times, -2, 'Dec rnd')
      .shaping('dec-2', plan.fabric, edgeDecrease(v, n), shaping.every2, shaping.times2, -2, 'Dec rnd')
      .rows('even', plan.fabric, even, { note: 'to the cuff' });
    const ribSts = s.count.map((c) => ribCount(plan.hem, 'round', knit ? c * 0.9 : c));
    if (knit) {
      s.evenly('to-cuff', plan.fabric, v, ribSts);
      // The round the sleeve's length counted on, worked even when no size changes its count.
      if (s.steps[s.steps.length - 1].id !== 'to-cuff') s.rows('to-cuff', plan.fabric, one(n));
    }
    s.rows('cuff', plan.hem, cuffRows, { seq: ribRow(plan.hem, 'round', ribSts) }).finish(
      'bind-off',
      plan.hem,
      v.finish,
    );
  } else {
    const cuffSts = plan.sleeveSts.map((top, i) => top - 2 * shaping.events[i]);
    if (knit) s.castOn('cast-on', plan.hem, cuffSts).rows('cuff', plan.hem, cuffRows);
    else
      s.chain('cast-on', plan.hem, cuffSts, false).rows(
        'cuff',
        plan.hem,
        cuffRows.map((r) => Math.max(1, r - 1)),
      );
    s.rows('bottom', plan.fabric, ends)
      .shaping('inc', plan.fabric, edgeIncrease(v, n), shaping.every, shaping.times, 2, 'Inc row')
      .shaping('inc-2', plan.fabric, edgeIncrease(v, n), shaping.every2, shaping.times2, 2, 'Inc row')
      .rows('even', plan.fabric, even, { note: 'to the top of the sleeve' })
      .finish('bind-off', plan.fabric, v.finish);
  }
  const first = s.steps[0].id;
  const last = s.steps[s.steps.length - 1].id;
  return {
    piece: s.build({
      intro: topDown
        ? 'Make two alike.'
        : 'Make two alike. Sew the top of each sleeve to an armhole edge, centered on the shoulder seam.',
    }),
    measurements: [
      measurement('upper-arm', 'Upper arm', column(ctx, 'upperArm'), plan.armEase, [
        { piece: 'Sleeve', kind: 'width', at: topDown ? 'pick-up' : 'even' },
      ]),
      measurement('cuff', 'Cuff', null, plan.cuff, [
        { piece: 'Sleeve', kind: 'width', at: topDown ? 'even' : 'cuff' },
      ]),
      measurement('sleeve', 'Sleeve length', null, plan.sleeveLength, [
        { piece: 'Sleeve', kind: 'length', from: first, to: last },
      ]),
    ],
  };
}
