import type { PatternTechnique } from '../../../pattern-text/techniques.js';
import { DesignerInputError } from '../../errors.js';
import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import type { Fabric, Measurement, Piece } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
import { FINGER_SHARES } from '../../sizes/accessory-tables.js';
import { accessoryEase } from '../../sizes/ease.js';
import {
  column,
  inchesOfRows,
  inchesWorked,
  level,
  measurement,
  pick,
  rowsIn,
  type BuildContext,
  type BuildResult,
} from '../context.js';
import { ribRow } from '../stitch-patterns.js';
import { fingers, fingerSplit } from './fingers.js';
import { gussetHand } from './gusset.js';

const same = (n: number, v: number) => perSize(n, () => v);

/** The beginner's fingerless mitts: a flat rectangle seamed up the side, a gap left in the seam for the thumb. */
function flatMitt(
  ctx: BuildContext,
  around: number[],
  palm: number[],
  cuff: number[],
  edge: Fabric,
  fabric: Fabric,
): Piece {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const m = new PieceBuilder('Mitt', 'flat', n, 2);
  const cuffRows = rowsIn(ctx, cuff, edge, knit);
  if (knit)
    m.castOn('cast-on', edge, around).rows('cuff', edge, cuffRows, { seq: ribRow(edge, 'flat', around) });
  else
    m.chain('cast-on', edge, around, false).rows(
      'cuff',
      edge,
      cuffRows.map((r) => Math.max(1, r - 1)),
    );
  const topRows = rowsIn(ctx, same(n, 0.5), edge, knit);
  const top = inchesOfRows(ctx, topRows, edge);
  const sofar = inchesWorked(ctx, m.steps);
  m.rows(
    'hand',
    fabric,
    rowsIn(
      ctx,
      palm.map((p, i) => p + cuff[i] - sofar[i] - top[i]),
      fabric,
      knit,
      0,
    ),
    { note: 'for the hand' },
  )
    .rows('top', edge, topRows, { seq: ribRow(edge, 'flat', around), note: 'for the top edge' })
    .finish('bind-off', edge, vocab(ctx.craft, fabric).finish);
  return m.build({
    intro: 'Make two alike.',
    outro: `Fold in half lengthwise and sew the side seam, leaving a gap of ${palm[0] > 3 ? '1.5 in (4 cm)' : '1 in (2.5 cm)'} for the thumb starting ${knit ? '1 in (2.5 cm)' : '1 in (2.5 cm)'} above the cuff.`,
  });
}

/**
 * Gloves. Beginner: flat fingerless mitts seamed with a thumb gap. Intermediate: fingerless gloves in the round
 * with a thumb gusset, the thumb worked from the held gusset stitches. Advanced: full gloves, the hand divided
 * among four fingers with stitches cast on between them.
 */
export function buildGloves(ctx: BuildContext): BuildResult {
  const lvl = level(ctx);
  const hand = column(ctx, 'hand');
  const handLength = column(ctx, 'handLength');
  const share = accessoryEase('gloves', ctx.fit, ctx.craft);
  const ease = hand.map((h) => h * share);
  const pairs = hand.map((h, i) => Math.round(((h + ease[i]) * ctx.gauge.spi) / 2));
  // A hand needs 8 sts around at least (a thumb and a palm); fewer is a yarn too thick for the size, refused
  // with the field to change rather than made wider than the hand (as the socks do).
  if (pairs.some((p) => p < 4))
    throw new DesignerInputError(
      'yarnWeight',
      `At this gauge the hand has only ${2 * Math.min(...pairs)} sts around; a glove needs at least 8. Choose a finer yarn or a larger size.`,
    );
  const around = pairs.map((p) => 2 * p);
  const cuff = hand.map((h) => (h >= 7 ? 2 : 1.5));
  const palm = handLength.map((l) => l * (1 - FINGER_SHARES.middle));
  const fabric: Fabric = pick(ctx, 'stockinette', 'sc');
  const edge: Fabric = lvl === 0 ? pick(ctx, 'rib-1x1', 'sc') : pick(ctx, 'rib-1x1', 'post-rib');
  const pieces: Piece[] = [];
  const measurements: Measurement[] = [];
  const around1 = { piece: lvl === 0 ? 'Mitt' : 'Hand', kind: 'width' as const, at: 'hand' };
  if (lvl === 0) {
    pieces.push(flatMitt(ctx, around, palm, cuff, edge, fabric));
    measurements.push(
      measurement(
        'length',
        'Length',
        null,
        palm.map((p, i) => p + cuff[i]),
        [{ piece: 'Mitt', kind: 'length', from: 'cast-on', to: 'top' }],
      ),
    );
  } else {
    const split = lvl === 2 ? fingerSplit(around) : undefined;
    const built = gussetHand(ctx, { around, palm, cuff, edge, fabric, fingered: lvl === 2, split });
    pieces.push(...built.pieces);
    measurements.push(...built.measurements);
    if (split) {
      const f = fingers(ctx, split, handLength, fabric);
      pieces.push(...f.pieces);
      measurements.push(...f.measurements);
    }
  }
  measurements.unshift(measurement('hand', 'Hand circumference', hand, ease, [around1]));
  const techniques: PatternTechnique[] = lvl === 0 ? [] : ['in the round', 'bottom-up'];
  return {
    name: pick(
      ctx,
      ['Fingerless Mitts', 'Fingerless Gloves', 'Full-Finger Gloves'][lvl],
      ['Crocheted Fingerless Mitts', 'Crocheted Fingerless Gloves', 'Crocheted Full-Finger Gloves'][lvl],
    ),
    construction:
      lvl === 0
        ? 'Fingerless mitts worked flat from the cuff and seamed up the side, a gap left for the thumb.'
        : `Gloves worked in the round from the cuff up: a thumb gusset increased at the side of the palm, its stitches held while the hand is worked${lvl === 2 ? ' to the base of the fingers, which are then worked one at a time with stitches cast on between them' : ' to the knuckles'}; the thumb is worked last from the held stitches.`,
    pieces,
    measurements,
    techniques,
    notions: ['Tapestry needle', ...(lvl > 0 ? ['Stitch markers (2)', 'Waste yarn'] : [])],
    contrast: ctx.features.has('stripes') ? [{ fabric, share: 0.5 }] : undefined,
  };
}
