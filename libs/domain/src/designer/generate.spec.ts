import { describe, expect, it } from '@jest/globals';
import { readPatternText } from '../pattern-text/index.js';
import { missingCounts } from './check/stated-counts.js';
import { DesignerInputError } from './errors.js';
import { generateDesign, type Design } from './generate.js';
import type { DesignInput } from './options.js';

const design = (input: Partial<DesignInput>): Design =>
  generateDesign({
    projectType: 'sweater',
    craftType: 'knitting',
    difficulty: 'intermediate',
    yarnWeight: 'worsted',
    ...input,
  });

const step = (d: Design, piece: string, id: string) =>
  d.pieces.find((p) => p.name === piece)!.steps.find((s) => s.id === id)!;
const count = (d: Design, piece: string, id: string) =>
  'count' in step(d, piece, id) ? (step(d, piece, id) as unknown as { count: number[] }).count : [];
const finished = (d: Design, key: string) => d.finished.find((m) => m.key === key)!.actual;

describe("a women's M sweater, standard ease, worsted", () => {
  const m = 2; // XS, S, M...

  it('casts on for its chest plus ease at the gauge: 37 in + 3 in at 4.5 sts/in is 180 sts around', () => {
    const sweater = design({ size: 'M', patternStyle: 'standard' });
    expect(sweater.sizes[m]).toBe('M');
    expect(sweater.chosenSize).toBe('M');
    expect(sweater.gauge).toMatchObject({ stitches: 18, rows: 24, over: '4 in', source: 'cyc' });
    expect(count(sweater, 'Body', 'body')[m]).toBe(180);
    expect(finished(sweater, 'chest')[m]).toBe(40);
    expect(sweater.pattern.instructions).toMatch(/— 144 \(162, 180, 198, 216, 234, 252, 270, 288\) sts\./);
  });

  it('as a beginner casts on half of it for each flat panel: "Cast on 90 sts" in size M', () => {
    const beginner = design({ size: 'M', difficulty: 'beginner' });
    expect(count(beginner, 'Back and front', 'cast-on')[m]).toBe(90);
    expect(beginner.pattern.instructions).toContain('Cast on 72 (81, 90, 99, 108, 117, 126, 135, 144) sts.');
  });

  it('is graded across every women’s size in one text, and the library’s reader finds its facts', () => {
    const sweater = design({ size: 'M' });
    const { title, materials, notes, instructions } = sweater.pattern;
    const reading = readPatternText(
      [title, 'Materials', ...materials, 'Notes', notes, instructions].join('\n'),
    );
    expect(reading.sizes?.value).toEqual(['XS', 'S', 'M', 'L', '1X', '2X', '3X', '4X', '5X']);
    expect(reading.gauge?.value).toEqual({ stitches: 18, rows: 24, inches: 4 });
    expect(reading.yardage?.value.map((row) => row.yards)).toEqual(
      sweater.yardage.main.map((row) => row.yards),
    );
    expect(reading.needle_sizes?.value).toEqual([
      { us: '8', mm: 5 },
      { us: '6', mm: 4 },
    ]);
    expect(sweater.needleSizes).toEqual(['US 8 (5 mm)', 'US 6 (4 mm)']);
    expect(sweater.libraryYarnWeight).toBe('Worsted');
  });

  it('buys yarn for the stitches worked plus 10 %, in whole skeins, more for every bigger size', () => {
    const { yardage } = design({ size: 'M' });
    expect(yardage.margin).toBe(0.1);
    expect(yardage.skeinYards).toBe(210);
    for (const size of yardage.main) expect(size.skeins).toBe(Math.ceil(size.yards / 210));
    const yards = yardage.main.map((size) => size.yards);
    expect(yards).toEqual([...yards].sort((a, b) => a - b));
    expect(yards[m]).toBeGreaterThan(900);
    expect(yards[m]).toBeLessThan(1400);
  });
});

describe('generateDesign', () => {
  it('ends a knitted crown at one stitch per wedge, then gathers it', () => {
    const hat = design({ projectType: 'hat', size: 'Adult woman' });
    const piece = hat.pieces[0];
    const last = piece.steps[piece.steps.length - 2] as unknown as { count: number[] };
    const wedges = piece.steps.find((s) => s.id === 'crown')!;
    expect(wedges.kind).toBe('shaping');
    expect(last.count).toEqual((wedges as unknown as { seq: { times: number[] }[] }).seq[0].times);
    expect(piece.steps[piece.steps.length - 1]).toMatchObject({ kind: 'finish', method: 'gather' });
    expect(hat.check.errors).toEqual([]);
  });

  it('writes crochet in US terms, or UK terms when asked', () => {
    const us = design({ projectType: 'scarf', craftType: 'crochet', difficulty: 'beginner' });
    const uk = design({
      projectType: 'scarf',
      craftType: 'crochet',
      difficulty: 'beginner',
      crochetTerms: 'UK',
    });
    expect(us.pattern.instructions).toContain('sc in the 2nd ch from hook');
    expect(uk.pattern.instructions).toContain('dc in the 2nd ch from hook');
    expect(uk.pattern.instructions).not.toMatch(/\bsc\b/);
    expect(uk.pattern.notes).toContain('Tension:');
    expect(uk.pattern.notes).toContain('Crochet terms: UK.');
  });

  it('uses the knitter’s own gauge over 10 cm, and their own chest measurement as one size', () => {
    const own = design({
      gauge: { stitches: 20, rows: 28, over: '10 cm' },
      measurement: { value: 44, unit: 'in' },
    });
    expect(own.sizes).toEqual(['Custom (44 in)']);
    expect(own.gauge.source).toBe('own');
    // 44 in + 3 in at 20 sts / 3.937 in.
    expect(count(own, 'Body', 'body')).toEqual([Math.round((47 * 20) / (10 / 2.54) / 2) * 2]);
    expect(own.check.ok).toBe(true);
    expect(own.pattern.notes).toContain('your own gauge');
  });

  it('builds in the special features it knows and says which it does not', () => {
    const hat = design({ projectType: 'hat', specialFeatures: 'a pom-pom and ear flaps' });
    expect(hat.pattern.title).toContain('with Pom-Pom');
    expect(hat.pattern.materials).toContain('Pom-pom maker or a piece of card');
    expect(hat.pattern.notes).toContain(
      'Built in: pom pom. Anything else you asked for is not part of this design',
    );
  });

  it('reads the Pattern Style as a fit and the ease follows it', () => {
    const fitted = design({ size: 'M', patternStyle: 'fitted' });
    const oversized = design({ size: 'M', patternStyle: 'boxy oversized' });
    expect(fitted.fit).toBe('close');
    expect(oversized.fit).toBe('oversized');
    expect(finished(fitted, 'chest')[2]).toBeCloseTo(38.5, 0);
    expect(finished(oversized, 'chest')[2]).toBeCloseTo(44, 0);
  });

  it('refuses an input it cannot design from, naming the field', () => {
    expect(() => design({ projectType: 'poncho' as never })).toThrow(DesignerInputError);
    try {
      design({ projectType: 'hat', measurement: { value: 40, unit: 'in' } });
    } catch (error) {
      expect((error as DesignerInputError).field).toBe('measurement');
      expect((error as Error).message).toMatch(/^A head circumference must be between/);
    }
    expect.assertions(3);
  });

  it('refuses a glove its yarn is too thick for, rather than making it wider than the hand', () => {
    // Found by the property test: 6 sts to 4 in and a 4.5 in hand made 8 sts, 5.33 in, for a 4.39 in target.
    const tooThick = () =>
      generateDesign({
        projectType: 'gloves',
        craftType: 'crochet',
        difficulty: 'beginner',
        yarnWeight: 'super-bulky',
        size: "Men's S",
        patternStyle: 'avant-garde',
        specialFeatures: 'fringe',
        crochetTerms: 'US',
        gauge: { stitches: 6, rows: 7, over: '4 in' },
        measurement: { value: 4.5, unit: 'in' },
      });
    expect(tooThick).toThrow(
      expect.objectContaining({
        field: 'yarnWeight',
        message:
          'At this gauge the hand has only 6 sts around; a glove needs at least 8. Choose a finer yarn or a larger size.',
      }),
    );
  });

  it('draws an accessible, self-contained schematic of the finished measurements', () => {
    const svg = design({ size: 'M' }).schematicSvg;
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-labelledby="schematic-title schematic-desc"/,
    );
    expect(svg).toContain('<title id="schematic-title">Worsted Crew-Neck Pullover: schematic</title>');
    expect(svg).toMatch(
      /<desc id="schematic-desc">Schematic of the sweater, sizes XS \(S, M, L, 1X, 2X, 3X, 4X, 5X\): Chest 32 \(36, 40/,
    );
    expect(svg).toContain('Sleeve length: ');
    expect(svg).not.toMatch(/<image|<script|href=|@import|url\((?!#)/);
  });

  it('lists the counts an LLM rewording must keep, and finds the one it changed', () => {
    const sweater = design({ size: 'M' });
    expect(missingCounts(sweater.pieces, sweater.pattern.instructions)).toEqual([]);
    const changed = sweater.pattern.instructions.replaceAll('144 (162, 180, 198', '144 (162, 178, 198');
    expect(missingCounts(sweater.pieces, changed)).toContain('144 (162, 180, 198, 216, 234, 252, 270, 288)');
  });
});
