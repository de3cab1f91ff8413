import type { PatternYarnWeight } from '@yarn-mgmt/contracts';
import type { PatternTechnique } from '../pattern-text/techniques.js';
import { checkDesign, type CheckResult } from './check/check-design.js';
import type { CheckError } from './check/replay.js';
import { resolveGauge, type DesignGauge } from './gauge/gauge.js';
import { designTools, toolLabel, type DesignTool } from './gauge/tools.js';
import { DESIGNER_WEIGHT_CATEGORY } from './gauge/yarn-weights.js';
import type { Measurement, Piece } from './model/types.js';
import type {
  DesignInput,
  DesignerCraft,
  DesignerDifficulty,
  DesignerProjectType,
  DesignerYarnWeight,
} from './options.js';
import { BUILDERS } from './projects/index.js';
import { readFeatures } from './projects/features.js';
import { renderPattern, type DesignerPattern } from './render/pattern-text.js';
import { renderSchematic } from './schematic/schematic.js';
import { readFit, type Fit } from './sizes/ease.js';
import { resolveSizes } from './sizes/resolve-size.js';
import { validateInput } from './validate.js';
import { computeYardage, type Yardage } from './yardage/yardage.js';
import { fitNote } from './render/fit-note.js';

/** The library's spelling of each designer weight (the patterns service's yarn_weight). */
export const LIBRARY_YARN_WEIGHT: Record<DesignerYarnWeight, PatternYarnWeight> = {
  lace: 'Lace',
  fingering: 'Fingering',
  sport: 'Sport',
  dk: 'DK',
  worsted: 'Worsted',
  bulky: 'Chunky',
  'super-bulky': 'Super Chunky',
};

const WEIGHT_LABEL: Record<DesignerYarnWeight, string> = {
  lace: 'lace',
  fingering: 'fingering',
  sport: 'sport',
  dk: 'DK',
  worsted: 'worsted',
  bulky: 'bulky',
  'super-bulky': 'super bulky',
};

/** A finished measurement as the stitches make it, per size. */
export interface FinishedMeasurement {
  key: string;
  label: string;
  target: readonly number[];
  actual: number[];
}

/** The engine's design: the spec's pattern text plus the structured data the library, the PDF and the checker use. */
export interface Design {
  pattern: DesignerPattern;
  projectType: DesignerProjectType;
  craftType: DesignerCraft;
  difficulty: DesignerDifficulty;
  yarnWeight: DesignerYarnWeight;
  libraryYarnWeight: PatternYarnWeight;
  fit: Fit;
  terms: 'US' | 'UK';
  sizes: string[];
  chosenSize: string | null;
  sizeFamily: string;
  gauge: DesignGauge;
  tools: DesignTool[];
  needleSizes: string[];
  yardage: Yardage;
  techniques: PatternTechnique[];
  measurements: Measurement[];
  finished: FinishedMeasurement[];
  pieces: Piece[];
  schematicSvg: string;
  check: { ok: boolean; errors: CheckError[] };
}

function finished(
  measurements: readonly Measurement[],
  sizes: readonly string[],
  check: CheckResult,
): FinishedMeasurement[] {
  return measurements.map((m) => ({
    key: m.key,
    label: m.label,
    target: m.target,
    actual: sizes.map((size) => check.measured.find((x) => x.key === m.key && x.size === size)?.actual ?? 0),
  }));
}

/**
 * Designs a pattern from the designer's input: gauge from the yarn weight (or the knitter's), sizes from the
 * size charts (or the knitter's measurement), ease from the style, the project's construction by difficulty;
 * then replays it with the checker and computes the yarn from the stitches worked. Pure: no I/O, no clock.
 */
export function generateDesign(raw: DesignInput): Design {
  const input = validateInput(raw);
  const category = DESIGNER_WEIGHT_CATEGORY[input.yarnWeight];
  const gauge = resolveGauge(input.craftType, category, input.gauge);
  const resolved = resolveSizes(input.projectType, input.size, input.measurement);
  const { fit, understood } = readFit(input.patternStyle);
  const { features, notes: featureNotes } = readFeatures(input.specialFeatures, input.projectType);
  const terms = input.craftType === 'crochet' ? (input.crochetTerms ?? 'US') : 'US';
  const ctx = {
    craft: input.craftType,
    difficulty: input.difficulty,
    fit,
    adult: resolved.family.adult,
    familyName: resolved.family.name,
    custom: resolved.custom,
    sizes: resolved.rows,
    gauge,
    features,
  };
  const built = BUILDERS[input.projectType](ctx);
  const sizes = resolved.rows.map((row) => row.label);
  const check = checkDesign({ sizes, pieces: built.pieces, measurements: built.measurements, gauge });
  const yardage = computeYardage(sizes, built.pieces, check.replays, gauge, built.contrast, built.extraYards);
  const tools = designTools(input.craftType, category);
  const weightLabel = WEIGHT_LABEL[input.yarnWeight];
  const title = `${weightLabel[0].toUpperCase()}${weightLabel.slice(1)} ${built.name}`;
  const finishedSizes = finished(built.measurements, sizes, check);
  const styleNote = understood
    ? []
    : [`Pattern Style "${input.patternStyle}" names no fit the engine knows; a standard fit is used.`];
  const pattern = renderPattern({
    title,
    description: `${built.construction} ${input.craftType === 'knitting' ? 'Knitted' : 'Crocheted'} in ${weightLabel} weight yarn, in ${sizes.length === 1 ? 'one size' : `${sizes.length} sizes`}.`,
    pieces: built.pieces,
    measurements: built.measurements,
    measured: check.measured,
    sizes,
    sizeReading: resolved.reading,
    gauge,
    tools,
    yardage,
    notions: built.notions,
    fitNote: fitNote(input.projectType, fit, built.measurements),
    extraNotes: [...styleNote, ...featureNotes, ...(built.notes ?? [])],
    terms,
    weightLabel,
  });
  return {
    pattern,
    projectType: input.projectType,
    craftType: input.craftType,
    difficulty: input.difficulty,
    yarnWeight: input.yarnWeight,
    libraryYarnWeight: LIBRARY_YARN_WEIGHT[input.yarnWeight],
    fit,
    terms,
    sizes,
    chosenSize: resolved.chosen === null ? null : sizes[resolved.chosen],
    sizeFamily: resolved.family.name,
    gauge,
    tools,
    needleSizes: tools.map(toolLabel),
    yardage,
    techniques: built.techniques,
    measurements: built.measurements,
    finished: finishedSizes,
    pieces: built.pieces,
    schematicSvg: renderSchematic(input.projectType, title, sizes, finishedSizes),
    check: { ok: check.ok, errors: check.errors },
  };
}
