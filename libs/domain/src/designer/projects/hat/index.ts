import { pick, level, measurement, type BuildContext, type BuildResult } from '../context.js';
import { topDownHat, sidewaysHat } from './crochet.js';
import { knitHat } from './knit.js';
import { planHat } from './plan.js';
import { weightStandard } from '../../gauge/gauge.js';
import { TYPICAL_SKEIN_YARDS } from '../../gauge/yarn-weights.js';
import type { PatternTechnique } from '../../../pattern-text/techniques.js';

/** A beanie in either craft; a pom-pom and a folded brim when asked for. */
export function buildHat(ctx: BuildContext): BuildResult {
  const plan = planHat(ctx);
  const n = ctx.sizes.length;
  const pompom = ctx.features.has('pom-pom');
  const techniques: PatternTechnique[] = [];
  let built;
  let colorwork = false;
  if (ctx.craft === 'knitting') {
    const knitted = knitHat(ctx, plan);
    const piece = knitted.piece;
    colorwork = knitted.colorwork;
    built = {
      piece,
      measurements: [
        measurement('circumference', 'Circumference', plan.head, plan.ease, [
          { piece: 'Hat', kind: 'width', at: 'body' },
        ]),
        measurement('height', 'Height', null, plan.height, [
          { piece: 'Hat', kind: 'length', from: 'cast-on', to: piece.steps[piece.steps.length - 2].id },
        ]),
      ],
    };
    techniques.push(level(ctx) === 0 ? 'bottom-up' : 'in the round', 'bottom-up');
    if (colorwork) techniques.push('colorwork', 'fair isle');
  } else {
    built = level(ctx) === 0 ? sidewaysHat(ctx, plan) : topDownHat(ctx, plan);
    if (level(ctx) > 0) techniques.push('top-down', 'in the round');
  }
  const folded = ctx.features.has('folded-brim') ? ' with a folded brim' : '';
  const name = pick(
    ctx,
    colorwork
      ? 'Colorwork-Band Beanie'
      : level(ctx) === 2
        ? 'Ribbed Beanie'
        : level(ctx) === 0
          ? 'Garter-Brim Hat'
          : 'Ribbed Beanie',
    level(ctx) === 0 ? 'Ribbed Sideways Hat' : level(ctx) === 2 ? 'Moss-Stitch Beanie' : 'Top-Down Beanie',
  );
  const construction = pick(
    ctx,
    level(ctx) === 0
      ? `A hat knitted flat from the brim up${folded}, its crown decreased in wedges and gathered, then seamed.`
      : `A beanie knitted in the round from the brim up${folded}${colorwork ? ', with a two-colour check band' : ''}, its crown decreased in wedges to a few stitches and gathered.`,
    level(ctx) === 0
      ? 'A hat crocheted sideways as a rectangle of back-loop ridges, seamed into a tube and gathered at the top.'
      : `A beanie crocheted from the top down: a flat circle increased in eight wedges, worked even${level(ctx) === 2 ? ' in moss stitch' : ''} and finished with a post-stitch rib brim.`,
  );
  const pompomYards = weightStandard(ctx.gauge.category) && TYPICAL_SKEIN_YARDS[ctx.gauge.category] * 0.15;
  return {
    name: `${name}${pompom ? ' with Pom-Pom' : ''}`,
    construction,
    notes:
      level(ctx) === 2 && ctx.craft === 'knitting' && !colorwork
        ? ['The hat is too short at this gauge for the colorwork band, so it is plain.']
        : undefined,
    pieces: [
      {
        ...built.piece,
        outro:
          [
            built.piece.outro,
            pompom ? 'Make a 2 in (5 cm) pom-pom and sew it to the top.' : '',
            ctx.features.has('folded-brim') ? 'Fold the brim up.' : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined,
      },
    ],
    measurements: built.measurements,
    techniques: [...new Set(techniques)],
    notions: [
      'Tapestry needle',
      ...(ctx.craft === 'knitting' && level(ctx) > 0 ? ['Stitch markers (8)'] : []),
      ...(ctx.craft === 'crochet' && level(ctx) > 0 ? ['Stitch markers (8)'] : []),
      ...(pompom ? ['Pom-pom maker or a piece of card'] : []),
    ],
    contrast: colorwork
      ? [{ fabric: 'colorwork', share: 0.5 }]
      : ctx.features.has('stripes')
        ? [{ fabric: pick(ctx, 'stockinette', 'hdc'), share: 0.5 }]
        : undefined,
    extraYards: pompom ? Array.from({ length: n }, () => pompomYards) : undefined,
  };
}
