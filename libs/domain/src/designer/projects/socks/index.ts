import { perSize } from '../../model/graded.js';
import { PieceBuilder } from '../../model/piece-builder.js';
import { spreadShaping } from '../../model/shaping-plan.js';
import type { Seq } from '../../model/types.js';
import { vocab } from '../../model/vocab.js';
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
import { planSocks } from './plan.js';

const same = (n: number, v: number) => perSize(n, () => v);

/** Lace rib for the advanced leg: k2tog, yo, k1, p1, the yarn over making back the decrease. */
const laceRib = (n: number, around: number[]): { label: string; seq: Seq }[] => [
  {
    label: 'Rnd 1',
    seq: [
      { repeat: [{ op: 'k2tog' }, { op: 'yo' }, { op: 'k' }, { op: 'p' }], times: around.map((a) => a / 4) },
    ],
  },
  {
    label: 'Rnd 2',
    seq: [{ repeat: [{ op: 'k', n: same(n, 3) }, { op: 'p' }], times: around.map((a) => a / 4) }],
  },
];

/**
 * Top-down socks with a heel flap, a turned heel, gusset decreases and a wedge toe. Beginner: a plain leg.
 * Intermediate: a k1, p1 rib leg (crochet: a post-stitch rib cuff). Advanced: a lace rib leg (crochet: a moss
 * stitch leg) on a multiple of 4 stitches, returned to the foot's count before the heel.
 */
export function buildSocks(ctx: BuildContext): BuildResult {
  const n = ctx.sizes.length;
  const knit = ctx.craft === 'knitting';
  const plan = planSocks(ctx);
  const v = vocab(ctx.craft, plan.fabric);
  const lvl = level(ctx);
  const sock = new PieceBuilder('Sock', 'round', n, 2);
  const cuffRows = rowsIn(ctx, plan.cuff, plan.cuffFabric);
  if (knit)
    sock
      .castOn('cast-on', plan.cuffFabric, plan.around, 'and join in the round')
      .rows('cuff', plan.cuffFabric, cuffRows, { seq: ribRow(plan.cuffFabric, 'round', plan.around) });
  else
    sock
      .chain('cast-on', plan.fabric, plan.around, true)
      .rows('cuff', plan.cuffFabric, cuffRows, { seq: ribRow(plan.cuffFabric, 'round', plan.around) });
  const lace = plan.around.map((a) => 4 * Math.round(a / 4));
  const laceLeg = lvl === 2 && knit;
  if (laceLeg) sock.evenly('to-lace', plan.fabric, v, lace);
  const evenlyBack =
    laceLeg && lace.some((l, i) => l !== plan.around[i])
      ? inchesOfRows(ctx, same(n, 1), plan.fabric)
      : same(n, 0);
  const sofar = inchesWorked(ctx, sock.steps);
  const legInches = plan.leg.map((l, i) => l - sofar[i] - evenlyBack[i]);
  if (laceLeg) {
    sock.pattern('leg', 'lace', rowsIn(ctx, legInches, 'lace', true), laceRib(n, lace), 'for the leg');
    sock.evenly('from-lace', plan.fabric, v, plan.around);
  } else if (lvl === 2) {
    sock.rows('leg', 'moss', rowsIn(ctx, legInches, 'moss'), {
      seq: [{ repeat: [{ op: 'sc' }, { op: 'ch-sp' }], times: plan.around.map((a) => a / 2) }],
      note: 'for the leg',
    });
  } else
    sock.rows('leg', lvl === 1 && knit ? 'rib-1x1' : plan.fabric, rowsIn(ctx, legInches, plan.fabric), {
      seq: lvl === 1 && knit ? ribRow('rib-1x1', 'round', plan.around) : undefined,
      note: 'for the leg',
    });
  sock.divide(
    'heel',
    [
      { name: 'heel', count: plan.heel },
      { name: 'instep', count: plan.instep },
    ],
    'heel',
  );
  const flapFabric = knit ? 'slip-stitch' : 'sc';
  const flap: Seq | undefined = knit
    ? [
        { repeat: [{ op: 'sl' }, { op: 'k' }], times: plan.heel.map((h) => Math.floor(h / 2)) },
        { op: 'k', n: plan.heel.map((h) => h % 2) },
      ]
    : undefined;
  sock.pattern(
    'flap',
    flapFabric,
    plan.flapRows,
    [
      { label: 'Row 1 (RS)', seq: flap },
      { label: 'Row 2 (WS)', seq: knit ? [{ op: 'sl' }, { op: 'p', n: 'rest' }] : undefined },
    ],
    'for the heel flap, working back and forth on the heel sts',
    true,
  );
  sock.heelTurn('turn', flapFabric, plan.side, plan.center, plan.turned);
  sock.join(
    'gusset',
    plan.fabric,
    [{ piece: 'Sock', part: 'instep', count: plan.instep }],
    plan.pickUp,
    same(n, 0),
    { along: 'the two sides of the heel flap (one more in each corner)' },
  );
  const gusset: Seq = [
    v.work(plan.instep),
    v.work(same(n, 1)),
    v.decL(),
    v.work({ before: same(n, 3) }),
    v.decR(),
    v.work(same(n, 1)),
  ];
  const toeDecs = plan.around.map((a, i) => (a - plan.toeEnd[i]) / 4);
  const slow = toeDecs.map((d) => Math.ceil(d / 2));
  const fast = toeDecs.map((d, i) => d - slow[i]);
  const toeRows = slow.map((s, i) => 1 + 2 * s + fast[i]);
  const heelDepth = inchesOfRows(
    ctx,
    plan.flapRows.map((r) => r / 2),
    flapFabric,
  );
  const toeInches = inchesOfRows(ctx, toeRows, plan.fabric);
  // From the heel to the toe: gusset decreases every other round, closer where a short foot leaves less room.
  const footTotal = rowsIn(
    ctx,
    plan.footLength.map((l, i) => l + plan.footEase[i] - heelDepth[i] - toeInches[i]),
    plan.fabric,
    false,
    0,
  );
  const gussetPlan = spreadShaping(
    plan.gussetDecs,
    footTotal.map((r, i) => Math.min(r, 2 * plan.gussetDecs[i])),
    1,
  );
  sock.shaping(
    'gusset-dec',
    plan.fabric,
    gusset,
    gussetPlan.every,
    gussetPlan.times,
    -2,
    'Gusset dec rnd',
    'starting at the instep',
  );
  sock.shaping(
    'gusset-dec-2',
    plan.fabric,
    gusset,
    gussetPlan.every2,
    gussetPlan.times2,
    -2,
    'Gusset dec rnd',
  );
  const footRows = footTotal.map((r, i) => Math.max(0, r - gussetPlan.used[i]));
  sock.rows('foot', plan.fabric, footRows, { note: 'for the foot' });
  sock.rows('toe-markers', plan.fabric, same(n, 1), {
    seq: [v.work(plan.instep), { op: 'pm' }, v.work('rest')],
    note: 'placing a marker at the side of the toe',
  });
  const toe: Seq = [
    {
      repeat: [
        v.work(same(n, 1)),
        v.decL(),
        v.work({ before: same(n, 3) }),
        v.decR(),
        v.work(same(n, 1)),
        { op: 'sm' },
      ],
      times: same(n, 2),
    },
  ];
  sock
    .shaping('toe', plan.fabric, toe, same(n, 2), slow, -4, 'Toe dec rnd')
    .shaping('toe-2', plan.fabric, toe, same(n, 1), fast, -4, 'Toe dec rnd');
  sock.finish(
    knit ? 'graft' : 'seam-closed',
    plan.fabric,
    knit ? 'graft' : 'seam-closed',
    knit ? '' : 'across the toe',
  );
  const lastToe = sock.steps[sock.steps.length - 2].id;
  const legEnd = sock.steps[sock.steps.findIndex((step) => step.id === 'heel') - 1].id;
  return {
    name: pick(
      ctx,
      ['Plain Top-Down Socks', 'Ribbed Socks', 'Lace Rib Socks'][lvl],
      ['Crocheted Socks', 'Crocheted Socks with Ribbed Cuff', 'Moss Stitch Socks'][lvl],
    ),
    construction: `Socks worked from the top down in the round: ${knit ? 'a ribbed cuff' : 'a cuff'}, ${lvl === 2 ? (knit ? 'a lace rib leg' : 'a moss stitch leg') : lvl === 1 && knit ? 'a ribbed leg' : 'a plain leg'}, a heel flap and turned heel, gusset decreases, the foot, and a wedge toe ${knit ? 'grafted closed' : 'sewn closed'}.`,
    pieces: [sock.build({ intro: 'Make two alike.' })],
    measurements: [
      measurement('foot', 'Foot circumference', plan.foot, plan.ease, [
        { piece: 'Sock', kind: 'width', at: 'foot' },
      ]),
      measurement('foot-length', 'Foot length', plan.footLength, plan.footEase, [
        { piece: 'Sock', kind: 'length', from: 'gusset', to: lastToe },
        { piece: 'Sock', kind: 'length', from: 'flap', to: 'flap', factor: 0.5 },
      ]),
      measurement('leg', 'Leg', null, column(ctx, 'leg'), [
        { piece: 'Sock', kind: 'length', from: 'cast-on', to: legEnd },
      ]),
    ],
    techniques: ['top-down', 'in the round', ...(lvl === 2 && knit ? (['lace'] as const) : [])],
    notions: ['Stitch markers (2)', 'Tapestry needle'],
    contrast: ctx.features.has('stripes') ? [{ fabric: plan.fabric, share: 0.5 }] : undefined,
  };
}
