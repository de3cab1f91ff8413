import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import { spreadShaping } from '../../model/shaping-plan.js';
import type { Fabric, Measurement, Piece, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { level, measurement, rowsIn, stitchesFor, type BuildContext } from '../context.js';

const same = (n: number, v: number) => perSize(n, () => v);

/**
 * A crocheted triangle worked sideways from one tip: increases at one edge to the middle, decreases back to the
 * other tip, spread over the rows so that the depth is half the wingspan whatever the stitch's height.
 */
export function sideways(
  ctx: BuildContext,
  wingspan: number[],
): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const fabric: Fabric = (['sc', 'hdc', 'moss'] as const)[level(ctx)];
  const v = vocab('crochet', fabric === 'moss' ? 'sc' : fabric);
  const depth = stitchesFor(
    ctx,
    wingspan.map((w) => w / 2),
    Math.round,
  );
  const st = v.stitch as 'sc';
  // The rows after the tip's chain: half to grow to the middle, the rest (one more when odd) to shrink.
  const after = rowsIn(ctx, wingspan, fabric).map((r) => r - 1);
  const events = depth.map((d) => d - 2);
  // Stitches taller than wide cannot grow a stitch a row fast enough: some rows then change by two.
  const planFor = (rows: number[]) => {
    const doubles = events.map((e, i) => Math.max(0, Math.min(e - rows[i], rows[i])));
    return {
      doubles,
      plan: spreadShaping(
        events.map((e, i) => e - 2 * doubles[i]),
        rows.map((r, i) => r - doubles[i]),
        1,
      ),
    };
  };
  const grow = planFor(after.map((r) => Math.floor(r / 2)));
  const shrink = planFor(after.map((r) => r - Math.floor(r / 2)));
  const inc: Seq = [{ op: 'inc', st }, v.work('rest')];
  const dec: Seq = [v.decR(), v.work('rest')];
  const s = new PieceBuilder('Shawl', 'flat', n)
    .chain('tip', fabric, same(n, 2), false)
    .shaping(
      'grow-fast',
      fabric,
      [{ op: 'inc3', st }, v.work('rest')],
      same(n, 1),
      grow.doubles,
      2,
      'Double inc row',
    )
    .shaping('grow', fabric, inc, grow.plan.every, grow.plan.times, 1, 'Inc row')
    .shaping('grow-2', fabric, inc, grow.plan.every2, grow.plan.times2, 1, 'Inc row')
    .shaping('shrink', fabric, dec, shrink.plan.every2, shrink.plan.times2, -1, 'Dec row')
    .shaping('shrink-2', fabric, dec, shrink.plan.every, shrink.plan.times, -1, 'Dec row')
    .shaping(
      'shrink-fast',
      fabric,
      [{ op: 'dec3', st }, v.work('rest')],
      same(n, 1),
      shrink.doubles,
      -2,
      'Double dec row',
    )
    .finish('fasten-off', fabric, 'fasten-off');
  const ids = s.steps.map((step) => step.id);
  const widest = ids[ids.findIndex((id) => id.startsWith('shrink')) - 1];
  return {
    piece: s.build(),
    measurements: [
      measurement('wingspan', 'Wingspan', null, wingspan, [
        { piece: 'Shawl', kind: 'length', from: 'tip', to: ids[ids.length - 2] },
      ]),
      measurement(
        'depth',
        'Depth',
        null,
        wingspan.map((w) => w / 2),
        [{ piece: 'Shawl', kind: 'width', at: widest }],
      ),
    ],
  };
}
