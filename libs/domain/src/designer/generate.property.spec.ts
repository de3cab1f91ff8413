import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkDesign } from './check/check-design.js';
import { DesignerInputError } from './errors.js';
import { weightStandard } from './gauge/gauge.js';
import { DESIGNER_WEIGHT_CATEGORY } from './gauge/yarn-weights.js';
import { generateDesign } from './generate.js';
import type { Piece } from './model/types.js';
import {
  DESIGNER_CRAFTS,
  DESIGNER_DIFFICULTIES,
  DESIGNER_PROJECT_TYPES,
  DESIGNER_YARN_WEIGHTS,
  type DesignInput,
  type DesignerProjectType,
} from './options.js';
import { SIZE_FAMILIES } from './sizes/families.js';
import { MEASUREMENT_RANGE } from './sizes/resolve-size.js';

/** fast-check's run count per property; the report quotes it. */
const RUNS = 1500;

const STYLES = [
  '',
  'close',
  'fitted',
  'standard',
  'classic',
  'relaxed',
  'cozy',
  'oversized',
  'boxy',
  'avant-garde',
];
const FEATURES = ['', 'stripes', 'pom-pom', 'folded brim and a pom-pom', 'fringe', 'pockets and a hood'];

/** Every way the Size field can name a size of a project type: a range, one of its sizes, or nothing it knows. */
function sizeTexts(type: DesignerProjectType): string[] {
  const texts = ['', 'one size', 'huge'];
  for (const family of SIZE_FAMILIES[type]) {
    texts.push(family.name);
    for (const row of family.rows) texts.push(row.label, `${family.name} ${row.label}`);
  }
  return texts;
}

const inputs: fc.Arbitrary<DesignInput> = fc.constantFrom(...DESIGNER_PROJECT_TYPES).chain((projectType) =>
  fc.record({
    projectType: fc.constant(projectType),
    craftType: fc.constantFrom(...DESIGNER_CRAFTS),
    difficulty: fc.constantFrom(...DESIGNER_DIFFICULTIES),
    yarnWeight: fc.constantFrom(...DESIGNER_YARN_WEIGHTS),
    size: fc.constantFrom(...sizeTexts(projectType)),
    patternStyle: fc.constantFrom(...STYLES),
    specialFeatures: fc.constantFrom(...FEATURES),
    crochetTerms: fc.constantFrom('US' as const, 'UK' as const),
  }),
);

/** A knitter's own gauge inside CYC's range for the weight, rows in the usual proportion to stitches. */
const ownGauge = (input: DesignInput) => {
  const standard = weightStandard(DESIGNER_WEIGHT_CATEGORY[input.yarnWeight]);
  const [low, high] = input.craftType === 'knitting' ? standard.knitRange : standard.crochetRange;
  return fc.record({
    stitches: fc.integer({ min: low, max: high }),
    ratio: fc.double({ min: input.craftType === 'knitting' ? 1.3 : 1.1, max: 1.45, noNaN: true }),
    over: fc.constantFrom('4 in' as const, '10 cm' as const),
  });
};

const describeFailure = (input: DesignInput, errors: unknown[]) =>
  JSON.stringify({ input, errors: errors.slice(0, 3) });

describe('generateDesign (property-based)', () => {
  it('never states a count its steps do not make, for any type, craft, weight, size, fit and feature', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const design = generateDesign(input);
        expect(describeFailure(input, design.check.errors)).toBe(describeFailure(input, []));
        expect(design.yardage.main.every((size) => size.yards > 0 && size.skeins >= 1)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('holds for the knitter’s own gauge and own measurement too', () => {
    const withOwn = inputs.chain((input) => {
      const [min, max] = MEASUREMENT_RANGE[input.projectType];
      return fc.record({
        input: fc.constant(input),
        gauge: fc.option(ownGauge(input), { nil: undefined }),
        measurement: fc.option(
          fc.oneof(
            fc.record({ value: fc.double({ min, max, noNaN: true }), unit: fc.constant('in' as const) }),
            fc.record({
              value: fc.double({ min: min * 2.54, max: max * 2.54, noNaN: true }),
              unit: fc.constant('cm' as const),
            }),
          ),
          { nil: undefined },
        ),
      });
    });
    fc.assert(
      fc.property(withOwn, ({ input, gauge, measurement }) => {
        const full: DesignInput = {
          ...input,
          gauge: gauge && {
            stitches: gauge.stitches,
            rows: Math.round(gauge.stitches * gauge.ratio),
            over: gauge.over,
          },
          measurement,
        };
        let design;
        try {
          design = generateDesign(full);
        } catch (error) {
          // A yarn too thick for so small a size is refused with the field to change, never designed wrong.
          expect(error).toBeInstanceOf(DesignerInputError);
          expect(['yarnWeight', 'measurement', 'gauge']).toContain((error as DesignerInputError).field);
          return;
        }
        expect(describeFailure(full, design.check.errors)).toBe(describeFailure(full, []));
      }),
      { numRuns: RUNS },
    );
  });

  it('catches any stated count changed by an LLM or a typo', () => {
    // A cast-on, ring or pick-up count is the design's choice: changing it shows in the steps after it. Every
    // other count follows from the steps before, so the checker names the very step.
    const chosen = new Set(['cast-on', 'ring', 'pick-up']);
    const mutation = inputs.chain((input) => {
      const design = generateDesign(input);
      const targets = design.pieces.flatMap((piece, p) =>
        piece.steps.flatMap((step, s) => ('count' in step ? [{ p, s, chosen: chosen.has(step.kind) }] : [])),
      );
      return fc.record({
        design: fc.constant(design),
        target: fc.constantFrom(...targets),
        size: fc.integer({ min: 0, max: design.sizes.length - 1 }),
        delta: fc.constantFrom(-3, -2, -1, 1, 2, 4),
      });
    });
    fc.assert(
      fc.property(mutation, ({ design, target, size, delta }) => {
        const pieces: Piece[] = structuredClone(design.pieces);
        const step = pieces[target.p].steps[target.s] as unknown as { count: number[]; id: string };
        const before = step.count[size];
        fc.pre(before + delta >= 0);
        step.count = step.count.map((c, i) => (i === size ? c + delta : c));
        const result = checkDesign({
          sizes: design.sizes,
          pieces,
          measurements: design.measurements,
          gauge: design.gauge,
        });
        expect(result.ok).toBe(false);
        if (!target.chosen)
          expect(result.errors.some((e) => e.piece === pieces[target.p].name && e.step === step.id)).toBe(
            true,
          );
      }),
      { numRuns: RUNS / 3 },
    );
  });
});

describe('generateDesign over every type x craft x weight x size', () => {
  it.each(DESIGNER_PROJECT_TYPES)(
    '%s: every size range, craft, difficulty and weight checks out',
    (projectType) => {
      const failures: string[] = [];
      for (const family of SIZE_FAMILIES[projectType])
        for (const craftType of DESIGNER_CRAFTS)
          for (const difficulty of DESIGNER_DIFFICULTIES)
            for (const yarnWeight of DESIGNER_YARN_WEIGHTS) {
              const input: DesignInput = {
                projectType,
                craftType,
                difficulty,
                yarnWeight,
                size: family.name,
              };
              const { check } = generateDesign(input);
              if (!check.ok) failures.push(describeFailure(input, check.errors));
            }
      expect(failures).toEqual([]);
    },
  );
});
