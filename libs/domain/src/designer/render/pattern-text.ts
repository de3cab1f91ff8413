import type { MeasuredSize } from '../check/check-design.js';
import type { DesignGauge } from '../gauge/gauge.js';
import { FABRICS } from '../gauge/fabrics.js';
import { toolLabel, type DesignTool } from '../gauge/tools.js';
import { weightStandard } from '../gauge/gauge.js';
import type { Measurement, Piece } from '../model/types.js';
import type { Yardage } from '../yardage/yardage.js';
import { graded, length, whole } from './format.js';
import { stepText } from './step-text.js';
import { guideAndAbbreviations } from './stitch-guide.js';
import { term, type Terms } from './terms.js';

/** The spec's designer output: pattern{title, description, materials, instructions, notes}. */
export interface DesignerPattern {
  title: string;
  description: string;
  materials: string[];
  instructions: string;
  notes: string;
}

export interface PatternTextInput {
  title: string;
  description: string;
  pieces: readonly Piece[];
  measurements: readonly Measurement[];
  measured: readonly MeasuredSize[];
  sizes: readonly string[];
  sizeReading: string;
  gauge: DesignGauge;
  tools: readonly DesignTool[];
  yardage: Yardage;
  notions: readonly string[];
  fitNote: string;
  extraNotes: readonly string[];
  terms: Terms;
  weightLabel: string;
}

/** The finished measurements as the stitches make them, per size. */
export function finishedLines(
  input: Pick<PatternTextInput, 'measurements' | 'measured' | 'sizes'>,
): string[] {
  return input.measurements.map((m) => {
    const values = input.sizes.map(
      (size) => input.measured.find((x) => x.key === m.key && x.size === size)?.actual ?? 0,
    );
    return `${m.label}: ${length(values)}`;
  });
}

function materials(input: PatternTextInput): string[] {
  const { yardage, gauge } = input;
  const standard = weightStandard(gauge.category);
  const yarn = (label: string, amounts: Yardage['main']) =>
    `${label}: ${graded(amounts.map((a) => a.yards))} yds / ${graded(amounts.map((a) => a.metres))} m of ${input.weightLabel} weight yarn (CYC ${standard.category} ${standard.name}) — ${graded(amounts.map((a) => a.skeins))} ${amounts.every((a) => a.skeins === 1) ? 'skein' : 'skeins'} of ${whole(yardage.skeinYards)} yds (100 g)`;
  const lines = [yarn(yardage.contrast ? 'Main colour (A)' : 'Yarn', yardage.main)];
  if (yardage.contrast) lines.push(yarn('Contrast colour (B)', yardage.contrast));
  for (const tool of input.tools)
    lines.push(
      tool.kind === 'hook'
        ? `${toolLabel(tool)} crochet hook, or the size that gives the gauge`
        : tool.use === 'main'
          ? `${toolLabel(tool)} needles, or the size that gives the gauge: circular and double-pointed where the pattern works in the round, straight for flat pieces`
          : `${toolLabel(tool)} needles for the ribbing and edges`,
    );
  return [...lines, ...input.notions];
}

function instructions(input: PatternTextInput): string {
  const knitting = input.gauge.craft === 'knitting';
  const style = { craft: input.gauge.craft, terms: input.terms, gauge: input.gauge, sizes: input.sizes };
  const blocks = input.pieces.map((piece) => {
    const heading = `${piece.name.toUpperCase()}${piece.copies > 1 ? ` (make ${piece.copies})` : ''}`;
    const lines = [
      heading,
      ...(piece.intro ? [piece.intro] : []),
      ...piece.steps.map((step) => stepText(step, piece, style)),
      ...(piece.outro ? [piece.outro] : []),
    ];
    return lines.join('\n');
  });
  const finishing = `FINISHING\nWeave in the ends. ${knitting ? 'Wet-block' : 'Block'} to the finished measurements.`;
  return [...blocks, finishing].join('\n\n');
}

function notes(input: PatternTextInput): string {
  const { gauge } = input;
  const main = input.tools.find((tool) => tool.use === 'main')!;
  const fabric = FABRICS[gauge.fabric].name;
  const gaugeWord = input.terms === 'UK' && gauge.craft === 'crochet' ? 'Tension' : 'Gauge';
  const source =
    gauge.source === 'cyc'
      ? `the Craft Yarn Council standard for ${input.weightLabel} weight`
      : 'your own gauge';
  const { guide, abbreviations } = guideAndAbbreviations(
    input.pieces,
    gauge.craft === 'knitting',
    input.terms,
  );
  const lines = [
    `Sizes: ${graded(
      input.sizes.map((_, i) => i),
      (i) => input.sizes[i],
    )}. ${input.sizeReading}`,
    `${gaugeWord}: ${whole(gauge.stitches)} sts and ${whole(gauge.rows)} rows = ${gauge.over === '4 in' ? '4 in (10 cm)' : '10 cm (4 in)'} in ${gauge.craft === 'crochet' ? term(fabric, input.terms) : fabric} with a ${toolLabel(main)} ${main.kind}, ${source}. Check it before you start: every count below follows from it.`,
    input.fitNote,
    `Finished measurements: ${finishedLines(input).join('; ')}.`,
    `Yarn amounts are computed from the stitches the pattern works, plus ${Math.round(input.yardage.margin * 100)} % for the swatch, seams and weaving in.`,
    ...(gauge.craft === 'crochet' ? [`Crochet terms: ${input.terms}.`] : []),
    ...input.extraNotes,
    ...(guide.length ? [`Stitch guide: ${guide.join(' ')}`] : []),
    `Abbreviations: ${abbreviations.join('; ')}.`,
  ];
  return lines.join('\n');
}

/** The pattern a knitter reads, rendered from the structured design. */
export function renderPattern(input: PatternTextInput): DesignerPattern {
  return {
    title: input.title,
    description: input.description,
    materials: materials(input),
    instructions: instructions(input),
    notes: notes(input),
  };
}
