import type { PatternTechnique } from '../../../pattern-text/techniques.js';
import { level, pick, type BuildContext, type BuildResult } from '../context.js';
import { bodyInRound, panels } from './body.js';
import { planSweater } from './plan.js';
import { backAndFront, neckband, sleeves } from './top.js';

/**
 * A drop-shoulder pullover, the construction most first sweaters use and many published ones keep. Beginner:
 * four flat pieces, boat neck, garter (or single crochet) edges. Intermediate: the body in the round to the
 * underarms, a shaped crew neck, sleeves picked up and worked down. Advanced adds waist shaping for women's
 * sizes, and for the other sizes a stranded colorwork band (knitting).
 */
export function buildSweater(ctx: BuildContext): BuildResult {
  const advanced = level(ctx) === 2;
  const topDown = level(ctx) > 0;
  const plan = planSweater(ctx, topDown ? 'round' : 'flat');
  const body = topDown ? bodyInRound(ctx, plan) : { ...panels(ctx, plan), shaped: false, colorwork: false };
  const arms = sleeves(ctx, plan, topDown);
  const pieces = topDown
    ? [...body.pieces, ...backAndFront(ctx, plan), arms.piece, neckband(ctx, plan)]
    : [...body.pieces, arms.piece];
  const { shaped, colorwork } = body;
  const techniques: PatternTechnique[] = topDown ? ['bottom-up', 'in the round', 'top-down'] : ['bottom-up'];
  if (colorwork)
    techniques.push(
      ...(ctx.craft === 'knitting'
        ? (['colorwork', 'fair isle'] as const)
        : (['colorwork', 'tapestry crochet'] as const)),
    );
  const name = !topDown
    ? 'Boat-Neck Pullover'
    : colorwork
      ? 'Colorwork-Band Pullover'
      : `${shaped ? 'Shaped-Waist ' : ''}Crew-Neck Pullover`;
  const edges = pick(
    ctx,
    plan.hem === 'garter' ? 'garter-stitch' : 'ribbed',
    plan.hem === 'sc' ? 'single crochet' : 'post-stitch ribbed',
  );
  const construction = topDown
    ? `A drop-shoulder pullover with ${edges} edges: the body is worked in the round from the hem to the underarms${shaped ? ' with waist shaping' : ''}${colorwork ? ` and a two-colour ${ctx.craft === 'knitting' ? 'stranded' : 'tapestry crochet'} check band above the hem` : ''}, then back and front are worked flat to the shoulders with a shaped crew neck; the sleeves are picked up around the armholes and worked down to the cuffs.`
    : `A drop-shoulder pullover in four flat pieces with ${edges} edges and a boat neck: back and front are straight panels, the sleeves are worked up from the cuff with increases at each edge, and everything is sewn together.`;
  return {
    name,
    construction,
    pieces,
    measurements: [...body.measurements, ...arms.measurements],
    techniques,
    notions: [
      'Stitch markers',
      'Tapestry needle',
      ...(topDown && ctx.craft === 'knitting' ? ['Waste yarn or stitch holders'] : []),
    ],
    contrast: colorwork
      ? [{ fabric: ctx.craft === 'knitting' ? 'colorwork' : 'tapestry', share: 0.5 }]
      : undefined,
    notes: !advanced || shaped || colorwork ? undefined : [advancedNote(ctx)],
  };
}

/** Why an advanced sweater came out plain: no room at this gauge for its waist shaping or its band. */
function advancedNote(ctx: BuildContext): string {
  const what =
    ctx.familyName === "Women's" ? 'waist shaping and colorwork band need' : 'colorwork band needs';
  return `The advanced pattern's ${what} more rows between hem and underarm than this ${ctx.craft === 'knitting' ? 'gauge' : 'stitch'} gives, so the body is plain.`;
}
