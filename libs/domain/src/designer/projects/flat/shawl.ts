import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import { spreadShaping } from '../../model/shaping-plan.js';
import { sideways } from './shawl-crochet.js';
import type { Measurement, Piece, Seq } from '../../model/types.js';
import {
  column,
  level,
  measurement,
  pick,
  rowsIn,
  stitchesFor,
  type BuildContext,
  type BuildResult,
} from '../context.js';

const same = (n: number, v: number) => perSize(n, () => v);

/**
 * The beginner's knitted shawl, from the tip up in garter stitch: "k2, yo, knit to end" every row adds a stitch
 * at alternate edges, and garter's two rows per stitch width make the sides meet at a right angle. The bound-off
 * edge is the wingspan; the depth is half of it.
 */
function tipUp(ctx: BuildContext, wingspan: number[]): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const top = stitchesFor(ctx, wingspan, Math.round);
  // Garter is close to two rows a stitch: a plain row now and then keeps the depth at half the wingspan; a
  // gauge with fewer rows than that adds two stitches on some rows instead.
  const rows = rowsIn(
    ctx,
    wingspan.map((w) => w / 2),
    'garter',
  );
  const events = top.map((t) => t - 3);
  const doubles = events.map((e, i) => Math.max(0, Math.min(e - rows[i], rows[i])));
  const plan = spreadShaping(
    events.map((e, i) => e - 2 * doubles[i]),
    rows.map((r, i) => r - doubles[i]),
    1,
  );
  const inc: Seq = [{ op: 'k', n: same(n, 2) }, { op: 'yo' }, { op: 'k', n: 'rest' }];
  const double: Seq = [
    { op: 'k', n: same(n, 2) },
    { op: 'yo' },
    { op: 'k' },
    { op: 'yo' },
    { op: 'k', n: 'rest' },
  ];
  const s = new PieceBuilder('Shawl', 'flat', n)
    .castOn('cast-on', 'garter', same(n, 3))
    .shaping('double', 'garter', double, same(n, 1), doubles, 2, 'Double inc row')
    .shaping('increase', 'garter', inc, plan.every, plan.times, 1, 'Inc row')
    .shaping('increase-2', 'garter', inc, plan.every2, plan.times2, 1, 'Inc row')
    .finish('bind-off', 'garter', 'bind-off', 'loosely');
  const last = s.steps[s.steps.length - 2].id;
  return {
    piece: s.build(),
    measurements: [
      measurement('wingspan', 'Wingspan', null, wingspan, [{ piece: 'Shawl', kind: 'width', at: last }]),
      measurement(
        'depth',
        'Depth',
        null,
        wingspan.map((w) => w / 2),
        [{ piece: 'Shawl', kind: 'length', from: 'cast-on', to: last }],
      ),
    ],
  };
}

/**
 * A top-down triangle from a garter tab: four stitches increased every right-side row, two at the edges and
 * one each side of the spine stitch, in garter. The rows run parallel to the lower edges, so the wingspan is
 * 2 x root 2 times the rows' height and the depth half of it. Advanced works eyelets into every fourth
 * right-side row, and its last rows as an eyelet border.
 */
function topDown(ctx: BuildContext, wingspan: number[]): { piece: Piece; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const lace = level(ctx) === 2;
  const rows = rowsIn(
    ctx,
    wingspan.map((w) => w / (2 * Math.SQRT2)),
    'garter',
    true,
  );
  const two = same(n, 2);
  const one = same(n, 1);
  const half = (edge: 'left' | 'right', eyelet: boolean): Seq =>
    edge === 'left'
      ? [
          { op: 'k', n: two },
          { op: 'yo' },
          ...(eyelet
            ? [
                { repeat: [{ op: 'k2tog' }, { op: 'yo' }], times: { until: one } } as const,
                { op: 'k' } as const,
              ]
            : [{ op: 'k', n: 'rest' } as const]),
          { op: 'yo' },
          { op: 'sm' },
        ]
      : [
          { op: 'yo' },
          ...(eyelet
            ? [
                { op: 'k' } as const,
                { repeat: [{ op: 'yo' }, { op: 'ssk' }], times: { until: two } } as const,
              ]
            : [{ op: 'k', n: { before: two } } as const]),
          { op: 'yo' },
          { op: 'k', n: two },
        ];
  const incRow = (eyelet: boolean): Seq => [
    ...half('left', eyelet),
    { op: 'k' },
    { op: 'sm' },
    ...half('right', eyelet),
  ];
  const s = new PieceBuilder('Shawl', 'flat', n)
    .castOn('tab', 'garter', two, 'for the garter tab')
    .rows('tab-rows', 'garter', same(n, 6))
    .join('tab-pick-up', 'garter', [], same(n, 5), same(n, 0), {
      along: 'the side of the tab (3 sts) and its cast-on edge (2 sts)',
    })
    .rows('markers', 'garter', one, {
      seq: [{ op: 'k', n: same(n, 3) }, { op: 'pm' }, { op: 'k' }, { op: 'pm' }, { op: 'k', n: 'rest' }],
      note: 'placing a marker each side of the spine stitch',
    });
  if (lace) {
    const plain: Seq = [
      { op: 'k', n: 'rest' },
      { op: 'sm' },
      { op: 'k' },
      { op: 'sm' },
      { op: 'k', n: 'rest' },
    ];
    s.pattern('body', 'garter', rows, [
      { label: 'Row 1 (RS, eyelet inc)', seq: incRow(true), change: 4 },
      ...[2, 3, 4, 5, 6, 7, 8].map((r) => ({
        label: r % 2 ? `Row ${r} (RS, inc)` : `Row ${r}`,
        seq: r % 2 ? incRow(false) : plain,
        change: r % 2 ? 4 : 0,
      })),
    ]);
  } else
    s.shaping(
      'body',
      'garter',
      incRow(false),
      two,
      rows.map((r) => r / 2),
      4,
      'Inc row (RS)',
    );
  s.finish('bind-off', 'garter', 'bind-off', 'loosely, working every yarn over as a stitch');
  const across = { piece: 'Shawl', kind: 'length' as const, from: 'body', to: 'body' };
  return {
    piece: s.build(),
    measurements: [
      measurement('wingspan', 'Wingspan', null, wingspan, [{ ...across, factor: 2 * Math.SQRT2 }]),
      measurement(
        'depth',
        'Depth',
        null,
        wingspan.map((w) => w / 2),
        [{ ...across, factor: Math.SQRT2 }],
      ),
    ],
  };
}

/** A triangular shawl in either craft. */
export function buildShawl(ctx: BuildContext): BuildResult {
  const wingspan = column(ctx, 'width');
  const lvl = level(ctx);
  const built =
    ctx.craft === 'knitting'
      ? lvl === 0
        ? tipUp(ctx, wingspan)
        : topDown(ctx, wingspan)
      : sideways(ctx, wingspan);
  return {
    name: pick(
      ctx,
      ['Garter Triangle Shawl', 'Top-Down Garter Shawl', 'Eyelet Triangle Shawl'][lvl],
      ['Sideways Triangle Shawl', 'Half Double Crochet Triangle Shawl', 'Moss Stitch Triangle Shawl'][lvl],
    ),
    construction: pick(
      ctx,
      lvl === 0
        ? 'A triangle knitted from the bottom tip up in garter stitch, a stitch added every row, and bound off along the top edge.'
        : `A triangle knitted from the center of the top edge down from a garter tab, increasing four stitches every right-side row${lvl === 2 ? ', with rows of eyelets' : ''}.`,
      `A triangle crocheted sideways from one tip to the other, increasing along the top edge to the middle and decreasing after it.`,
    ),
    pieces: [built.piece],
    measurements: built.measurements,
    techniques:
      ctx.craft === 'knitting' && lvl > 0 ? ['top-down', ...(lvl === 2 ? (['lace'] as const) : [])] : [],
    notions: [
      'Tapestry needle',
      'Blocking pins',
      ...(ctx.craft === 'knitting' && lvl > 0 ? ['Stitch markers (2)'] : []),
    ],
    contrast: ctx.features.has('stripes') ? [{ fabric: built.piece.steps[1].fabric, share: 0.5 }] : undefined,
  };
}
