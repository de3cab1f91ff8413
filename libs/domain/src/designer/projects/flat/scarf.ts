import type { PatternTechnique } from '../../../pattern-text/techniques.js';
import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { scarfWidthFactor } from '../../sizes/ease.js';
import { column, level, measurement, rowsIn, type BuildContext, type BuildResult } from '../context.js';
import { graded } from '../../render/format.js';
import { ribRow } from '../stitch-patterns.js';

/**
 * Old shale (feather and fan): 18 sts a repeat, the lace row's decreases and yarn overs balancing; the stitches
 * the repeats leave over are garter edges.
 */
function oldShale(n: number, edges: [number[], number[]], repeats: number[]): { label: string; seq?: Seq }[] {
  const [left, right] = edges.map((e) => ({ op: 'k' as const, n: e }));
  const three = perSize(n, () => 3);
  const lace: Seq = [
    left,
    {
      repeat: [
        { repeat: [{ op: 'k2tog' }], times: three },
        { repeat: [{ op: 'yo' }, { op: 'k' }], times: perSize(n, () => 6) },
        { repeat: [{ op: 'k2tog' }], times: three },
      ],
      times: repeats,
    },
    right,
  ];
  return [
    { label: 'Row 1 (RS)', seq: [{ op: 'k', n: 'rest' }] },
    { label: 'Row 2', seq: [left, { op: 'p', n: { before: edges[1] } }, right] },
    { label: 'Row 3', seq: lace },
    { label: 'Row 4', seq: [{ op: 'k', n: 'rest' }] },
  ];
}

/** Basketweave in post stitches: blocks of 4 front-post and 4 back-post, swapping every 2 rows, edge sts in dc. */
function basketweave(
  n: number,
  edges: [number[], number[]],
  blocks: number[],
): { label: string; seq?: Seq }[] {
  const four = perSize(n, () => 4);
  const row = (first: 'fpdc' | 'bpdc', second: 'fpdc' | 'bpdc'): Seq => [
    { op: 'dc', n: edges[0] },
    {
      repeat: [
        { op: first, n: four },
        { op: second, n: four },
      ],
      times: blocks,
    },
    { op: 'dc', n: edges[1] },
  ];
  return [
    { label: 'Row 1 (RS)', seq: row('fpdc', 'bpdc') },
    { label: 'Row 2', seq: row('bpdc', 'fpdc') },
    { label: 'Row 3', seq: row('bpdc', 'fpdc') },
    { label: 'Row 4', seq: row('fpdc', 'bpdc') },
  ];
}

/** Repeats of `repeat` sts that fit with at least `edge` edge sts a side; the rest split between the edges. */
function fit(
  sts: readonly number[],
  repeat: number,
  edge: number,
): { repeats: number[]; edges: [number[], number[]] } | null {
  const repeats = sts.map((s) => Math.floor((s - 2 * edge) / repeat));
  if (repeats.some((r) => r < 1)) return null;
  const spare = sts.map((s, i) => s - repeats[i] * repeat);
  return { repeats, edges: [spare.map((e) => Math.floor(e / 2)), spare.map((e) => Math.ceil(e / 2))] };
}

const NAMES: Partial<Record<Fabric, [string, string]>> = {
  garter: ['Garter Scarf', 'garter stitch'],
  'rib-2x2': ['Ribbed Scarf', 'k2, p2 rib with garter edges'],
  lace: ['Feather-and-Fan Scarf', 'old shale lace with garter edges'],
  sc: ['Single Crochet Scarf', 'single crochet'],
  hdc: ['Half Double Crochet Scarf', 'half double crochet'],
  basketweave: ['Basketweave Scarf', 'post-stitch basketweave'],
};

/**
 * A scarf worked lengthwise from one end. Knitting: garter (beginner), k2, p2 rib that lies flat both sides
 * (intermediate), old shale lace with garter edges (advanced). Crochet: single crochet, half double crochet,
 * and post-stitch basketweave.
 */
export function buildScarf(ctx: BuildContext): BuildResult {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const lvl = level(ctx);
  // The style sets the width of a chart size; the knitter's own width is the width.
  const width = column(ctx, 'width').map((w) => (ctx.custom ? w : w * scarfWidthFactor(ctx.fit)));
  const length = column(ctx, 'length');
  const sts = width.map((w) => Math.max(3, Math.round(w * ctx.gauge.spi)));
  const wanted: Fabric = knit
    ? (['garter', 'rib-2x2', 'lace'] as const)[lvl]
    : (['sc', 'hdc', 'basketweave'] as const)[lvl];
  const repeatOf = (fabric: Fabric) =>
    fabric === 'lace'
      ? fit(sts, 18, 2)
      : fabric === 'basketweave'
        ? fit(sts, 8, 1)
        : fabric === 'rib-2x2'
          ? fit(
              sts.map((s) => s - 2),
              4,
              1,
            )
          : null;
  // A scarf too narrow for a repeat of its pattern gets the next simpler one: lace, rib, garter; basketweave, hdc.
  const simpler: Partial<Record<Fabric, Fabric>> = {
    lace: 'rib-2x2',
    'rib-2x2': 'garter',
    basketweave: 'hdc',
  };
  let fabric: Fabric = wanted;
  while (simpler[fabric] && !repeatOf(fabric)) fabric = simpler[fabric]!;
  const repeat = repeatOf(fabric);
  const rib = fabric === 'rib-2x2' ? repeat : null;
  const rows = rowsIn(ctx, length, fabric);
  const scarf = new PieceBuilder('Scarf', 'flat', n);
  if (knit) scarf.castOn('cast-on', fabric === 'lace' ? 'garter' : fabric, sts);
  else scarf.chain('cast-on', fabric === 'basketweave' ? 'dc' : fabric, sts, false);
  const worked = knit ? rows : rows.map((r) => r - 1);
  if (fabric === 'lace' && repeat)
    scarf.pattern('body', 'lace', worked, oldShale(n, repeat.edges, repeat.repeats));
  else if (fabric === 'basketweave' && repeat)
    scarf.pattern('body', 'basketweave', worked, basketweave(n, repeat.edges, repeat.repeats));
  else
    scarf.rows('body', fabric, worked, {
      seq: rib
        ? [
            { op: 'k', n: rib.edges[0] },
            ...ribRow(
              'rib-2x2',
              'flat',
              rib.repeats.map((r) => 4 * r + 2),
            )!,
            { op: 'k', n: rib.edges[1] },
          ]
        : undefined,
      note: ctx.features.has('stripes')
        ? 'in stripes of 8 rows A, 8 rows B'
        : rib
          ? 'with garter edge sts'
          : undefined,
    });
  scarf.finish('bind-off', fabric, vocab(ctx.craft, fabric).finish, knit ? 'loosely' : undefined);
  const fringe = ctx.features.has('fringe');
  const fringes = sts.map((s) => 2 * Math.ceil(s / 3));
  const techniques: PatternTechnique[] = fabric === 'lace' ? ['lace'] : [];
  return {
    name: `${NAMES[fabric]?.[0] ?? 'Scarf'}${fringe ? ' with Fringe' : ''}`,
    construction: `A scarf worked flat from end to end in ${NAMES[fabric]?.[1] ?? 'one stitch'}.`,
    notes:
      fabric !== wanted
        ? [
            `The scarf is too narrow for a repeat of the ${NAMES[wanted]?.[1]} at this gauge, so it is worked in ${NAMES[fabric]?.[1]}.`,
          ]
        : undefined,
    pieces: [
      scarf.build({
        outro: fringe
          ? `Cut ${graded(fringes)} strands of 12 in (30 cm); knot 2 strands together through every third stitch along each end and trim.`
          : undefined,
      }),
    ],
    measurements: [
      measurement('width', 'Width', null, width, [{ piece: 'Scarf', kind: 'width', at: 'body' }]),
      measurement('length', 'Length', null, length, [
        { piece: 'Scarf', kind: 'length', from: 'cast-on', to: 'body' },
      ]),
    ],
    techniques,
    notions: ['Tapestry needle', ...(fringe ? ['A piece of card 6 in (15 cm) wide for cutting fringe'] : [])],
    contrast:
      ctx.features.has('stripes') &&
      (fabric === 'garter' || fabric === 'sc' || fabric === 'hdc' || fabric === 'rib-2x2')
        ? [{ fabric, share: 0.5 }]
        : undefined,
    extraYards: fringe ? fringes.map((f) => (f * 2 * 12) / 36) : undefined,
  };
}
