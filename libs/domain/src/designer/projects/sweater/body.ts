import { nearestMultiple, perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import { spreadShaping } from '../../model/shaping-plan.js';
import type { Measurement, Piece, Seq } from '../../model/types.js';
import { edgeDecrease, edgeIncrease, vocab } from '../../model/vocab.js';
import {
  column,
  inchesOfRows,
  inchesWorked,
  level,
  measurement,
  rowsIn,
  type BuildContext,
} from '../context.js';
import { checkRow, ribCount, ribRow } from '../stitch-patterns.js';
import type { SweaterPlan } from './plan.js';

const withMarker = (seq: Seq): Seq => [...seq, { op: 'sm' }];

/** The beginner's back and front: two identical flat panels, hem and neck edge in garter (or single crochet). */
export function panels(
  ctx: BuildContext,
  plan: SweaterPlan,
): { pieces: Piece[]; measurements: Measurement[] } {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const width = plan.body.map((b) => b / 2);
  const b = new PieceBuilder('Back and front', 'flat', n, 2);
  const hemRows = rowsIn(ctx, plan.edge, plan.hem, knit);
  if (knit) b.castOn('cast-on', plan.hem, width).rows('hem', plan.hem, hemRows, { note: 'for the hem' });
  else
    b.chain('cast-on', plan.hem, width, false).rows(
      'hem',
      plan.hem,
      hemRows.map((r) => Math.max(1, r - 1)),
      { note: 'for the hem' },
    );
  const top = rowsIn(
    ctx,
    perSize(n, () => 1),
    plan.hem,
    knit,
  );
  const topInches = inchesOfRows(ctx, top, plan.hem);
  const sofar = inchesWorked(ctx, b.steps);
  const bodyInches = plan.length.map((l, i) => l - sofar[i] - topInches[i]);
  b.rows('body', plan.fabric, rowsIn(ctx, bodyInches, plan.fabric, knit, 0))
    .rows('neck-edge', plan.hem, top, { note: 'for the neck edge' })
    .finish('bind-off', plan.hem, vocab(ctx.craft, plan.fabric).finish);
  return {
    pieces: [b.build({ intro: 'Make two alike, one for the back and one for the front.' })],
    measurements: [
      measurement('chest', 'Chest', column(ctx, 'chest'), plan.chestEase, [
        { piece: b.name, kind: 'width', at: 'body', factor: 2 },
      ]),
      measurement('length', 'Length', null, plan.length, [
        { piece: b.name, kind: 'length', from: 'cast-on', to: 'neck-edge' },
      ]),
    ],
  };
}

/**
 * Waist shaping for a women's size: cast on for the hip, decrease to the waist, increase to the chest. The waist
 * takes in half the difference between chest and waist (the garment skims the body, it does not hug it), less
 * where the hip-to-waist length has too few rounds for so many decreases: the ease at the waist says so.
 */
function shapeWaist(ctx: BuildContext, plan: SweaterPlan, body: PieceBuilder, hip: number[]): number[] {
  const n = ctx.sizes.length;
  const v = vocab(ctx.craft, plan.fabric);
  const spi = ctx.gauge.spi;
  body.rows(
    'markers',
    plan.fabric,
    perSize(n, () => 1),
    { seq: [v.work(hip.map((h) => h / 2)), { op: 'pm' }, v.work('rest')], note: 'placing a side marker' },
  );
  const two = perSize(n, () => 2);
  // Shaping at both side markers takes 4 sts a round; an odd pair is taken at the first marker alone.
  const shape = (id: string, side: Seq, diff: number[], rows: number[], sign: 1 | -1, label: string) => {
    const halves = diff.map((d) => (d % 4) / 2);
    body.shaping(
      `${id}-half`,
      plan.fabric,
      [...withMarker(side), v.work('rest')],
      two,
      halves,
      2 * sign,
      `${label} (first side only)`,
    );
    const spread = spreadShaping(
      diff.map((d) => Math.floor(d / 4)),
      rows.map((r, i) => r - 2 * halves[i]),
      1,
    );
    const seq: Seq = [{ repeat: withMarker(side), times: two }];
    body.shaping(id, plan.fabric, seq, spread.every, spread.times, 4 * sign, label);
    body.shaping(`${id}-2`, plan.fabric, seq, spread.every2, spread.times2, 4 * sign, label);
  };
  const sofar = inchesWorked(ctx, body.steps);
  const decRows = rowsIn(
    ctx,
    plan.length.map((l, i) => l - Number(ctx.sizes[i].backWaist) - sofar[i] - 1),
    plan.fabric,
    false,
    0,
  );
  const waistBody = column(ctx, 'waist');
  const wanted = waistBody.map((w, i) => w + plan.chestEase[i] + (Number(ctx.sizes[i].chest) - w) / 2);
  // The most a stretch of rows can take in: 4 sts a round, a round spared for an odd pair.
  const least = hip.map((h, i) => (h - 4 * Math.max(0, decRows[i] - 2)) / spi);
  const target = wanted.map((w, i) => Math.min(plan.body[i] / spi, Math.ceil(Math.max(w, least[i]) * 4) / 4));
  const waist = hip.map((h, i) => h - 2 * Math.max(0, Math.round((h - target[i] * spi) / 2)));
  shape(
    'waist-dec',
    edgeDecrease(v, n),
    hip.map((h, i) => h - waist[i]),
    decRows,
    -1,
    'Dec rnd',
  );
  body.rows(
    'waist',
    plan.fabric,
    rowsIn(
      ctx,
      perSize(n, () => 1),
      plan.fabric,
    ),
    { note: 'at the waist' },
  );
  const toChest = ctx.sizes.map((row, i) => Number(row.backWaist) - plan.armhole[i] - 2);
  shape(
    'waist-inc',
    edgeIncrease(v, n),
    plan.body.map((b, i) => b - body.count[i]),
    rowsIn(ctx, toChest, plan.fabric),
    1,
    'Inc rnd',
  );
  return target.map((t, i) => t - waistBody[i]);
}

/** The body in the round to the underarms, parted there for back and front. */
export function bodyInRound(
  ctx: BuildContext,
  plan: SweaterPlan,
): { pieces: Piece[]; measurements: Measurement[]; shaped: boolean; colorwork: boolean } {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const v = vocab(ctx.craft, plan.fabric);
  const hipBody = column(ctx, 'hip');
  const spi = ctx.gauge.spi;
  // Waist shaping needs room between the hem's rib and the waist: at least a round for every 4 sts taken in
  // from the hip down to the chest's width (a fine yarn's short rounds allow it, a bulky crochet's tall rows may not).
  const roomRows = rowsIn(
    ctx,
    plan.length.map((l, i) => l - Number(ctx.sizes[i].backWaist) - plan.edge[i] - 1.5),
    plan.fabric,
    false,
    0,
  );
  // (and hips at least as wide as the chest: shaping starts at the hip and narrows to the waist).
  const roomy = plan.body.every((b, i) => {
    const fromHip = ((hipBody[i] + plan.chestEase[i]) * spi - b) / 4;
    return fromHip >= 0 && fromHip + 2 <= roomRows[i];
  });
  const shaped = level(ctx) === 2 && ctx.familyName === "Women's" && roomy;
  // Advanced: waist shaping for women's sizes, a colorwork band (stranded, or tapestry crochet) for the others.
  // The band (6 rounds, and up to 2 to change the count) goes in only where the body is long enough for it.
  const changeRows = inchesOfRows(ctx, [2], plan.fabric)[0];
  const band = inchesOfRows(
    ctx,
    perSize(n, () => 6),
    knit ? 'colorwork' : 'tapestry',
  ).map((b) => b + changeRows);
  const fits = plan.length.every((l, i) => l - plan.armhole[i] - plan.edge[i] - 1 - band[i] >= 1);
  const colorwork = level(ctx) === 2 && !shaped && fits;
  // The hip's count differs from the chest's by whole pairs of stitches.
  const hip = shaped
    ? plan.body.map(
        (b, i) => b + 2 * Math.max(0, Math.round(((hipBody[i] + plan.chestEase[i]) * spi - b) / 2)),
      )
    : plan.body;
  // Ribbing is cast on with about a tenth fewer stitches than the body and increased after, so it draws in.
  const ribSts = hip.map((h) => ribCount(plan.hem, 'round', knit ? h * 0.9 : h));
  const ribRows = rowsIn(ctx, plan.edge, plan.hem);
  const body = new PieceBuilder('Body', 'round', n);
  if (knit)
    body
      .castOn('cast-on', plan.hem, ribSts, 'and join in the round')
      .rows('rib', plan.hem, ribRows, { seq: ribRow(plan.hem, 'round', ribSts) });
  else
    body.chain('cast-on', 'hdc', ribSts, true).rows(
      'rib',
      plan.hem,
      ribRows.map((r) => Math.max(1, r - 1)),
      { seq: ribRow(plan.hem, 'round', ribSts) },
    );
  if (colorwork) {
    const band = hip.map((h) => nearestMultiple(h, 4));
    body.evenly('to-band', plan.fabric, v, band);
    for (let r = 0; r < 6; r += 1)
      body.rows(
        `band-${r + 1}`,
        knit ? 'colorwork' : 'tapestry',
        perSize(n, () => 1),
        {
          seq: checkRow(band, r >= 2 && r < 4, knit ? 'k' : 'sc'),
          label: `Colorwork rnd ${r + 1}`,
        },
      );
  }
  body.evenly('to-body', plan.fabric, v, hip);
  const waistEase = shaped ? shapeWaist(ctx, plan, body, hip) : [];
  const workedInches = inchesWorked(ctx, body.steps);
  const armhole = inchesOfRows(ctx, rowsIn(ctx, plan.armhole, plan.fabric, true), plan.fabric);
  const toUnderarm = plan.length.map((l, i) => l - armhole[i] - workedInches[i]);
  body
    .rows('body', plan.fabric, rowsIn(ctx, toUnderarm, plan.fabric, false, 0), { note: 'to the underarm' })
    .divide(
      'divide',
      [
        { name: 'back', count: plan.body.map((b) => b / 2) },
        { name: 'front', count: plan.body.map((b) => b / 2) },
      ],
      '',
    );
  const measurements = [
    measurement('chest', 'Chest', column(ctx, 'chest'), plan.chestEase, [
      { piece: 'Body', kind: 'width', at: 'body' },
    ]),
    measurement('length', 'Length', null, plan.length, [
      { piece: 'Body', kind: 'length', from: 'cast-on', to: 'body' },
      { piece: 'Back', kind: 'length', from: 'join', to: 'armhole' },
    ]),
  ];
  if (shaped)
    measurements.push(
      measurement('hip', 'Hip', hipBody, plan.chestEase, [{ piece: 'Body', kind: 'width', at: 'markers' }]),
      measurement('waist', 'Waist', column(ctx, 'waist'), waistEase, [
        { piece: 'Body', kind: 'width', at: 'waist' },
      ]),
    );
  return { pieces: [body.build()], measurements, shaped, colorwork };
}
