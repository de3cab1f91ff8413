import { rowsPerInch } from '../../gauge/gauge.js';
import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Measurement, MeasureSource, Piece, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import {
  column,
  inchesOfRows,
  level,
  measurement,
  pick,
  rowsIn,
  stitchesFor,
  type BuildContext,
  type BuildResult,
} from '../context.js';

const BORDER = 2;
const same = (n: number, v: number) => perSize(n, () => v);

/**
 * The border's rounds: the corner-shaping rounds, and all its rounds with the marker round (and, in crochet, the
 * picked-up round, which is a round of stitches).
 */
function borderRounds(ctx: BuildContext): { corners: number[]; all: number[]; fabric: Fabric } {
  const knit = ctx.craft === 'knitting';
  const fabric: Fabric = knit ? 'garter' : 'sc';
  const total = rowsIn(ctx, same(ctx.sizes.length, BORDER), fabric);
  const corners = total.map((t) => (knit ? 2 * Math.max(1, Math.floor((t - 1) / 2)) : Math.max(1, t - 2)));
  return { corners, all: corners.map((c) => c + (knit ? 1 : 2)), fabric };
}

/**
 * A border worked around a finished center in the round: stitches picked up along all four edges (one corner
 * stitch each), then increased at the corners every other round (knitting: M1 either side of the corner stitch
 * in garter; crochet: 3 sts in each corner stitch, every round).
 */
function border(ctx: BuildContext, across: number[], down: number[]): Piece {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const fabric: Fabric = knit ? 'garter' : 'sc';
  const v = vocab(ctx.craft, fabric);
  const side = across.map((a) => a + 1);
  const edge = down.map((d) => d + 1);
  const rounds = borderRounds(ctx).corners;
  const b = new PieceBuilder('Border', 'round', n).pickUp(
    'pick-up',
    fabric,
    side.map((s, i) => 2 * s + 2 * edge[i]),
    'all four edges, one stitch in each corner',
  );
  b.rows('markers', fabric, same(n, 1), {
    seq: [
      v.work(across),
      v.work(same(n, 1)),
      { op: 'pm' },
      v.work(down),
      v.work(same(n, 1)),
      { op: 'pm' },
      v.work(across),
      v.work(same(n, 1)),
      { op: 'pm' },
      v.work('rest'),
    ],
    note: 'placing a marker after each corner stitch',
  });
  const corner: Seq = knit
    ? [
        {
          repeat: [
            v.work({ before: same(n, 1) }),
            { op: 'm1r' },
            v.work(same(n, 1)),
            { op: 'sm' },
            { op: 'm1l' },
          ],
          times: same(n, 4),
        },
      ]
    : [
        {
          repeat: [v.work({ before: same(n, 1) }), { op: 'inc3', st: 'sc' }, { op: 'sm' }],
          times: same(n, 4),
        },
      ];
  // The round begins just after a corner stitch, so the last M1L of a round falls just before its end.
  if (knit)
    b.shaping(
      'corners',
      fabric,
      corner,
      same(n, 2),
      rounds.map((r) => r / 2),
      8,
      'Corner inc rnd',
    );
  else b.shaping('corners', fabric, corner, same(n, 1), rounds, 8, 'Corner rnd');
  b.finish('bind-off', fabric, v.finish, knit ? 'loosely' : undefined);
  return b.build();
}

/**
 * A blanket. Knitting: all garter (beginner), a stockinette center with garter edges (intermediate), a
 * stockinette center with a mitered garter border picked up around it (advanced). Crochet: single crochet
 * rows, half double crochet with a single crochet border in the round, moss stitch with the same border.
 */
export function buildBlanket(ctx: BuildContext): BuildResult {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const lvl = level(ctx);
  const width = column(ctx, 'width');
  const length = column(ctx, 'length');
  const bordered = knit ? lvl === 2 : lvl > 0;
  const fabric: Fabric = knit
    ? lvl === 0
      ? 'garter'
      : 'stockinette'
    : (['sc', 'hdc', 'moss'] as const)[lvl];
  const rim = borderRounds(ctx);
  const inset = bordered ? inchesOfRows(ctx, rim.all, rim.fabric).map((d) => 2 * d) : same(n, 0);
  const sts = stitchesFor(
    ctx,
    width.map((w, i) => w - inset[i]),
    (s) => (fabric === 'moss' ? 2 * Math.floor(s / 2) + 1 : Math.max(3, Math.round(s))),
  );
  const rows = rowsIn(
    ctx,
    length.map((l, i) => l - inset[i]),
    fabric,
    knit,
  );
  const center = new PieceBuilder(bordered ? 'Center' : 'Blanket', 'flat', n);
  const edge = same(n, Math.max(3, Math.round(1.5 * ctx.gauge.spi)));
  if (knit) center.castOn('cast-on', lvl === 1 ? 'garter' : fabric, sts);
  else center.chain('cast-on', fabric, sts, false);
  if (knit && lvl === 1) {
    const edgeRows = rowsIn(ctx, same(n, 1.5), 'garter', true);
    const edges = inchesOfRows(ctx, edgeRows, 'garter');
    const body = rowsIn(
      ctx,
      length.map((l, i) => l - 2 * edges[i]),
      'stockinette',
      true,
    );
    center.rows('bottom', 'garter', edgeRows, { note: 'for the bottom edge' });
    center.pattern('body', 'stockinette', body, [
      { label: 'Row 1 (RS)', seq: [{ op: 'k', n: 'rest' }] },
      {
        label: 'Row 2',
        seq: [
          { op: 'k', n: edge },
          { op: 'p', n: { before: edge } },
          { op: 'k', n: edge },
        ],
      },
    ]);
    center.rows('top', 'garter', edgeRows, { note: 'for the top edge' });
  } else {
    const moss: Seq = [
      { op: 'sc' },
      { repeat: [{ op: 'ch-sp' }, { op: 'sc' }], times: sts.map((s) => (s - 1) / 2) },
    ];
    center.rows('body', fabric, knit ? rows : rows.map((r) => r - 1), {
      seq: fabric === 'moss' ? moss : undefined,
      note: ctx.features.has('stripes') ? 'in stripes of 10 rows A, 10 rows B' : undefined,
    });
  }
  center.finish('bind-off', fabric, vocab(ctx.craft, fabric).finish);
  const pieces = [center.build()];
  const last = center.steps[center.steps.length - 2].id;
  const widthSources: MeasureSource[] = [{ piece: center.name, kind: 'width', at: last }];
  const lengthSources: MeasureSource[] = [{ piece: center.name, kind: 'length', from: 'cast-on', to: last }];
  if (bordered) {
    const down = rows.map((r) => Math.round((r / rowsPerInch(ctx.gauge, fabric)) * ctx.gauge.spi));
    pieces.push(border(ctx, sts, down));
    const around: MeasureSource = {
      piece: 'Border',
      kind: 'length',
      from: 'pick-up',
      to: 'corners',
      factor: 2,
    };
    widthSources.push(around);
    lengthSources.push(around);
  }
  const measurements: Measurement[] = [
    measurement('width', 'Width', null, width, widthSources),
    measurement('length', 'Length', null, length, lengthSources),
  ];
  const fringe = ctx.features.has('fringe');
  const fringes = sts.map((s) => 2 * Math.ceil(s / 4));
  return {
    name: `${pick(ctx, ['Garter Blanket', 'Garter-Edged Blanket', 'Mitered-Border Blanket'][lvl], ['Single Crochet Blanket', 'Bordered Blanket', 'Moss Stitch Blanket'][lvl])}${fringe ? ' with Fringe' : ''}`,
    construction: bordered
      ? `A blanket worked flat in ${knit ? 'stockinette' : fabric === 'moss' ? 'moss stitch' : 'half double crochet'}, then finished with a ${BORDER} in ${knit ? 'mitered garter' : 'single crochet'} border worked in the round around all four edges.`
      : `A blanket worked flat from edge to edge in ${knit ? (lvl === 0 ? 'garter stitch' : 'stockinette with garter edges') : 'single crochet'}.`,
    pieces,
    measurements,
    techniques: bordered ? ['in the round'] : [],
    notions: [
      'Tapestry needle',
      ...(bordered ? ['Stitch markers (4)', ...(knit ? ['A long circular needle for the border'] : [])] : []),
    ],
    contrast: ctx.features.has('stripes') && !bordered ? [{ fabric, share: 0.5 }] : undefined,
    extraYards: fringe ? fringes.map((f) => (f * 2 * 14) / 36) : undefined,
  };
}
