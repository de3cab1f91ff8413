import type { PatternTechnique } from '../../pattern-text/techniques.js';
import type { Craft } from '../gauge/fabrics.js';
import { rowsPerInch, type DesignGauge } from '../gauge/gauge.js';
import { rowsFor } from '../model/graded.js';
import type { Fabric, Graded, Measurement, MeasureSource, Piece, Step } from '../model/types.js';
import type { DesignerDifficulty } from '../options.js';
import type { Fit } from '../sizes/ease.js';
import type { SizeRow } from '../sizes/families.js';

/** Special features the engine builds in; anything else asked for is repeated in the notes. */
export const FEATURES = ['stripes', 'pom-pom', 'fringe', 'folded-brim', 'thumbhole'] as const;
export type Feature = (typeof FEATURES)[number];

/** Everything a project builder designs from. */
export interface BuildContext {
  craft: Craft;
  difficulty: DesignerDifficulty;
  fit: Fit;
  adult: boolean;
  familyName: string;
  /** One size made to the knitter's own measurement. */
  custom: boolean;
  sizes: readonly SizeRow[];
  gauge: DesignGauge;
  features: ReadonlySet<Feature>;
}

/** What a builder hands back: the pieces and their checkable measurements, and the words around them. */
export interface BuildResult {
  name: string;
  construction: string;
  pieces: Piece[];
  measurements: Measurement[];
  techniques: PatternTechnique[];
  notions: string[];
  /** Fabrics whose stitches are worked in the contrast colour (stranded colorwork, stripes). */
  contrast?: { fabric: Fabric; share: number }[];
  /** What the notes should say about choices the builder made for the knitter. */
  notes?: string[];
  /** Yarn beyond the stitches, per size (a fringe, a pom-pom). */
  extraYards?: Graded;
}

export const sizeCount = (ctx: BuildContext): number => ctx.sizes.length;

/** A number column of the size rows. */
export const column = (ctx: BuildContext, key: string): number[] => ctx.sizes.map((row) => Number(row[key]));

/** Whole rows for a length in a fabric, per size. */
export const rowsIn = (
  ctx: BuildContext,
  inches: Graded,
  fabric: Fabric,
  even = false,
  min?: number,
): number[] => inches.map((length) => rowsFor(length, rowsPerInch(ctx.gauge, fabric), even, min));

/** Stitches for a width, per size, rounded to whole stitches by `round`. */
export const stitchesFor = (ctx: BuildContext, inches: Graded, round: (sts: number) => number): number[] =>
  inches.map((width) => round(width * ctx.gauge.spi));

/** Inches a number of rows makes in a fabric. */
export const inchesOfRows = (ctx: BuildContext, rows: Graded, fabric: Fabric): number[] =>
  rows.map((r) => r / rowsPerInch(ctx.gauge, fabric));

/** A finished measurement: its body measurement plus ease, or a design dimension (no body). */
export function measurement(
  key: string,
  label: string,
  body: Graded | null,
  ease: Graded,
  sources: MeasureSource[],
  target?: Graded,
): Measurement {
  return {
    key,
    label,
    body,
    ease,
    target: target ?? (body ? body.map((b, i) => b + ease[i]) : ease),
    sources,
  };
}

/** The knitting-or-crochet choice every builder makes. */
export const pick = <T>(ctx: BuildContext, knit: T, crochet: T): T =>
  ctx.craft === 'knitting' ? knit : crochet;

export const level = (ctx: BuildContext): 0 | 1 | 2 =>
  ctx.difficulty === 'beginner' ? 0 : ctx.difficulty === 'intermediate' ? 1 : 2;

/** Inches of fabric the steps so far have made, per size (a foundation chain's first row included). */
export function inchesWorked(ctx: BuildContext, steps: readonly Step[]): number[] {
  return ctx.sizes.map((_, i) =>
    steps.reduce((sum, step) => {
      const rows =
        step.kind === 'rows'
          ? step.rows[i]
          : step.kind === 'shaping'
            ? step.every[i] * step.times[i]
            : step.kind === 'chain' || step.kind === 'ring'
              ? 1
              : 0;
      return sum + rows / rowsPerInch(ctx.gauge, step.fabric);
    }, 0),
  );
}
