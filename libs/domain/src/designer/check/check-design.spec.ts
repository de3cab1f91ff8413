import { describe, expect, it } from '@jest/globals';
import { resolveGauge } from '../gauge/gauge.js';
import { generateDesign } from '../generate.js';
import type { Graded, Piece, Step } from '../model/types.js';
import { checkDesign, type CheckableDesign } from './check-design.js';

const gauge = resolveGauge('knitting', 4); // 18 sts and 24 rows over 4 in
const one = (v: number): Graded => [v];

function design(steps: Step[], extra: Partial<CheckableDesign> = {}): CheckableDesign {
  const piece: Piece = { name: 'Swatch', worked: 'round', copies: 1, steps };
  return { sizes: ['One size'], pieces: [piece], measurements: [], gauge, ...extra };
}

const messages = (d: CheckableDesign) => checkDesign(d).errors.map((e) => `${e.step}: ${e.message}`);

/** A hat crown the way the knitters describe it: 90 sts, 9 wedges, to 9 sts. */
function crown(statedEnd: number): Step[] {
  const nine = one(9);
  return [
    { kind: 'cast-on', id: 'cast-on', fabric: 'stockinette', count: one(90) },
    {
      kind: 'rows',
      id: 'markers',
      fabric: 'stockinette',
      rows: one(1),
      seq: [
        { repeat: [{ op: 'k', n: one(10) }, { op: 'pm' }], times: one(8) },
        { op: 'k', n: one(10) },
      ],
      count: one(90),
    },
    {
      kind: 'shaping',
      id: 'crown',
      fabric: 'stockinette',
      seq: [{ repeat: [{ op: 'k', n: { before: one(2) } }, { op: 'k2tog' }, { op: 'sm' }], times: nine }],
      every: one(2),
      times: one(9),
      count: one(statedEnd),
    },
    { kind: 'finish', id: 'gather', fabric: 'stockinette', method: 'gather' },
  ];
}

describe('checkDesign', () => {
  it('proves a crown that decreases 90 sts in 9 wedges to 9 sts', () => {
    expect(messages(design(crown(9)))).toEqual([]);
  });

  it('catches a crown said to decrease to 7 sts from a cast-on of 90', () => {
    expect(messages(design(crown(7)))).toContain('crown: states 7 sts but the steps leave 9');
  });

  it('catches a sleeve said to gain 14 sts in 12 increase rows', () => {
    const steps: Step[] = [
      { kind: 'cast-on', id: 'cast-on', fabric: 'stockinette', count: one(40) },
      {
        kind: 'shaping',
        id: 'inc',
        fabric: 'stockinette',
        seq: [
          { op: 'k', n: one(1) },
          { op: 'm1l' },
          { op: 'k', n: { before: one(1) } },
          { op: 'm1r' },
          { op: 'k', n: one(1) },
        ],
        every: one(6),
        times: one(6),
        count: one(54),
      },
      { kind: 'finish', id: 'bind-off', fabric: 'stockinette', method: 'bind-off' },
    ];
    expect(messages(design(steps))).toEqual(['inc: states 54 sts but the steps leave 52']);
  });

  it('replays a repeat stitch by stitch: a repeat that does not fit the row is found', () => {
    const steps: Step[] = [
      { kind: 'cast-on', id: 'cast-on', fabric: 'rib-2x2', count: one(90) },
      {
        kind: 'rows',
        id: 'rib',
        fabric: 'rib-2x2',
        rows: one(10),
        seq: [
          {
            repeat: [
              { op: 'k', n: one(2) },
              { op: 'p', n: one(2) },
            ],
            times: one(22),
          },
        ],
        count: one(90),
      },
      { kind: 'finish', id: 'bind-off', fabric: 'rib-2x2', method: 'bind-off' },
    ];
    expect(messages(design(steps))).toEqual(['rib: the row ends with 2 sts unworked']);
  });

  it('finds stitches put on hold that no later step works', () => {
    const steps: Step[] = [
      { kind: 'cast-on', id: 'cast-on', fabric: 'stockinette', count: one(40) },
      {
        kind: 'divide',
        id: 'split',
        fabric: 'stockinette',
        parts: [
          { name: 'left', count: one(20) },
          { name: 'right', count: one(20) },
        ],
        keep: 'left',
        count: one(20),
      },
      { kind: 'finish', id: 'bind-off', fabric: 'stockinette', method: 'bind-off' },
    ];
    expect(messages(design(steps))).toEqual(['hold: 20 sts held as Swatch/right are never worked']);
  });

  it('measures the fabric: a width off its target by more than 2 % is an error', () => {
    const steps: Step[] = [
      { kind: 'cast-on', id: 'cast-on', fabric: 'stockinette', count: one(180) },
      { kind: 'rows', id: 'body', fabric: 'stockinette', rows: one(96), count: one(180) },
      { kind: 'finish', id: 'bind-off', fabric: 'stockinette', method: 'bind-off' },
    ];
    const chest = (ease: number) => ({
      key: 'chest',
      label: 'Chest',
      body: one(37),
      ease: one(ease),
      target: one(37 + ease),
      sources: [{ piece: 'Swatch', kind: 'width' as const, at: 'body' }],
    });
    const length = {
      key: 'length',
      label: 'Length',
      body: null,
      ease: one(16),
      target: one(16),
      sources: [{ piece: 'Swatch', kind: 'length' as const, from: 'cast-on', to: 'body' }],
    };
    expect(messages(design(steps, { measurements: [chest(3), length] }))).toEqual([]);
    expect(messages(design(steps, { measurements: [chest(5)] }))).toEqual([
      'chest: measures 40.00 in, the target is 42.00 in (within 0.84 in)',
    ]);
  });
});

describe('checkDesign on generated patterns', () => {
  const sweater = generateDesign({
    projectType: 'sweater',
    craftType: 'knitting',
    difficulty: 'intermediate',
    yarnWeight: 'worsted',
    size: 'M',
  });
  const mutate = (change: (pieces: Piece[]) => void) => {
    const pieces: Piece[] = structuredClone(sweater.pieces);
    change(pieces);
    return checkDesign({
      sizes: sweater.sizes,
      pieces,
      measurements: sweater.measurements,
      gauge: sweater.gauge,
    });
  };
  const step = (pieces: Piece[], piece: string, id: string) =>
    pieces.find((p) => p.name === piece)!.steps.find((s) => s.id === id)!;

  it('passes the engine’s own sweater', () => {
    expect(checkDesign(sweater).errors).toEqual([]);
  });

  it('catches one more sleeve decrease round than the stated count allows', () => {
    const result = mutate((pieces) => {
      const dec = step(pieces, 'Sleeve', 'dec-2') as unknown as { times: number[] };
      dec.times = dec.times.map((t) => t + 1);
    });
    expect(result.ok).toBe(false);
    expect(result.errors.some((e) => e.piece === 'Sleeve' && e.step === 'dec-2')).toBe(true);
  });

  it('catches an even increase that spaces one repeat too many', () => {
    const result = mutate((pieces) => {
      const evenly = step(pieces, 'Body', 'to-body') as Extract<Step, { kind: 'rows' }>;
      const group = evenly.seq![evenly.seq!.length - 1] as unknown as { times: number[] };
      group.times = group.times.map((t) => t + 1);
    });
    expect(
      result.errors.some((e) => e.step === 'to-body' && /needs \d+ sts, only \d+ left/.test(e.message)),
    ).toBe(true);
  });

  it('catches a cast-on that no longer matches the chest at the gauge', () => {
    const result = mutate((pieces) => {
      const body = step(pieces, 'Body', 'body') as unknown as { count: number[] };
      body.count = body.count.map((c) => c + 8);
    });
    expect(result.errors.map((e) => e.step)).toEqual(expect.arrayContaining(['body']));
  });
});
