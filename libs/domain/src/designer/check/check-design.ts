import { rowsPerInch, type DesignGauge } from '../gauge/gauge.js';
import type { Graded, Measurement, Piece, Step } from '../model/types.js';
import { replayPiece, type CheckError, type PieceReplay } from './replay.js';

/** What the checker needs of a design: its sizes, pieces, finished measurements and gauge. */
export interface CheckableDesign {
  sizes: readonly string[];
  pieces: readonly Piece[];
  measurements: readonly Measurement[];
  gauge: DesignGauge;
}

/** A finished measurement as the stitches make it, beside its target. */
export interface MeasuredSize {
  key: string;
  size: string;
  target: number;
  actual: number;
  tolerance: number;
}

export interface CheckResult {
  ok: boolean;
  errors: CheckError[];
  measured: MeasuredSize[];
  /** Per size, per piece: the replay (counts, rows, stitches worked) the yardage is computed from. */
  replays: Map<string, PieceReplay>[];
}

/** Finished sizes may miss their target by 2 %, or by one stitch or row where that is more (counts are whole). */
export const MEASURE_TOLERANCE = 0.02;

const gradedFields = (step: Step): [string, Graded][] =>
  Object.entries(step).filter(
    (entry): entry is [string, Graded] => Array.isArray(entry[1]) && typeof entry[1][0] === 'number',
  );

function shapeErrors(design: CheckableDesign): CheckError[] {
  const errors: CheckError[] = [];
  const n = design.sizes.length;
  for (const piece of design.pieces)
    for (const step of piece.steps)
      for (const [field, values] of gradedFields(step))
        if (values.length !== n || values.some((v) => !Number.isInteger(v) || v < 0))
          errors.push({
            piece: piece.name,
            step: step.id,
            size: 'all',
            message: `${field} is not a whole count for each of ${n} sizes`,
          });
  return errors;
}

function measure(design: CheckableDesign, replays: Map<string, PieceReplay>, m: Measurement) {
  let actual = 0;
  let unit = 0;
  for (const source of m.sources) {
    const replay = replays.get(source.piece);
    const piece = design.pieces.find((p) => p.name === source.piece);
    if (!replay || !piece) return null;
    if (source.kind === 'width') {
      const count = replay.counts.get(source.at);
      if (count === undefined) return null;
      actual += (count / design.gauge.spi) * (source.factor ?? 1);
      unit = Math.max(unit, 1 / design.gauge.spi);
    } else {
      const from = piece.steps.findIndex((s) => s.id === source.from);
      const to = piece.steps.findIndex((s) => s.id === source.to);
      if (from < 0 || to < from) return null;
      for (const step of piece.steps.slice(from, to + 1)) {
        const rpi = rowsPerInch(design.gauge, step.fabric);
        actual += ((replay.rows.get(step.id) ?? 0) / rpi) * (source.factor ?? 1);
        unit = Math.max(unit, ((source.factor ?? 1) * 1) / rpi);
      }
    }
  }
  return { actual, unit };
}

/**
 * Proves a design's arithmetic: every step's stated count follows from the one before (each row replayed
 * stitch by stitch), no stitch is left live or on hold, and every finished measurement is its body measurement
 * plus ease within the tolerance.
 */
export function checkDesign(design: CheckableDesign): CheckResult {
  const errors = shapeErrors(design);
  const measured: MeasuredSize[] = [];
  const replays: Map<string, PieceReplay>[] = [];
  if (errors.length) return { ok: false, errors, measured, replays };
  design.sizes.forEach((label, size) => {
    const held = new Map<string, number>();
    const bySize = new Map<string, PieceReplay>();
    for (const piece of design.pieces) bySize.set(piece.name, replayPiece(piece, size, label, held, errors));
    for (const [key, stitches] of held)
      errors.push({
        piece: key.split('/')[0],
        step: 'hold',
        size: label,
        message: `${stitches} sts held as ${key} are never worked`,
      });
    replays.push(bySize);
    for (const m of design.measurements) {
      const target = m.target[size];
      if (m.body && Math.abs(m.body[size] + m.ease[size] - target) > 1e-6)
        errors.push({
          piece: m.label,
          step: m.key,
          size: label,
          message: `target ${target} in is not the body ${m.body[size]} in plus ${m.ease[size]} in ease`,
        });
      const found = measure(design, bySize, m);
      if (!found) {
        errors.push({
          piece: m.label,
          step: m.key,
          size: label,
          message: 'measured at a step that does not exist',
        });
        continue;
      }
      const tolerance = Math.max(MEASURE_TOLERANCE * target, found.unit);
      measured.push({ key: m.key, size: label, target, actual: found.actual, tolerance });
      if (Math.abs(found.actual - target) > tolerance + 1e-9)
        errors.push({
          piece: m.label,
          step: m.key,
          size: label,
          message: `measures ${found.actual.toFixed(2)} in, the target is ${target.toFixed(2)} in (within ${tolerance.toFixed(2)} in)`,
        });
    }
  });
  return { ok: errors.length === 0, errors, measured, replays };
}
