import type { Fabric, Graded, Piece, Step } from '../model/types.js';
import { CHAIN_SKIP, FABRICS } from '../gauge/fabrics.js';
import { applyRow } from './ops.js';
import { replayHeelTurn } from './heel-turn.js';

/** A count that does not follow, or stitches that go nowhere. */
export interface CheckError {
  piece: string;
  step: string;
  size: string;
  message: string;
}

/** What replaying one piece for one size found: the count after each step, rows per step, stitches worked. */
export interface PieceReplay {
  counts: Map<string, number>;
  rows: Map<string, number>;
  worked: Map<Fabric, number>;
  chains: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Replays a piece for one size. `held` carries the stitches one piece puts on hold for another ("piece/part"),
 * shared by every piece of the pattern. Each stated count is compared with the count the steps produce.
 */
export function replayPiece(
  piece: Piece,
  size: number,
  sizeLabel: string,
  held: Map<string, number>,
  errors: CheckError[],
): PieceReplay {
  const result: PieceReplay = { counts: new Map(), rows: new Map(), worked: new Map(), chains: 0 };
  let segments: number[] = [];
  const fail = (step: Step, message: string) =>
    errors.push({ piece: piece.name, step: step.id, size: sizeLabel, message });
  const tally = (fabric: Fabric, stitches: number) =>
    result.worked.set(fabric, (result.worked.get(fabric) ?? 0) + stitches);
  const at = (graded: Graded) => graded[size];
  let flat = piece.worked === 'flat';
  const flip = () => {
    if (flat) segments.reverse();
  };
  const row = (step: Step, seq: Parameters<typeof applyRow>[0] | undefined): boolean => {
    if (!seq) {
      tally(step.fabric, sum(segments));
      flip();
      return true;
    }
    const done = applyRow(seq, segments, size);
    if (done.error) {
      fail(step, done.error);
      return false;
    }
    segments = done.segments;
    tally(step.fabric, done.worked);
    flip();
    return true;
  };

  /**
   * The rows of a rows step, each replayed; once a whole repeat of the step's rows (two rows when worked flat)
   * leaves the stitches exactly as it found them, every later repeat would too, so the rest are tallied, not
   * replayed again.
   */
  const replayRows = (step: Extract<Step, { kind: 'rows' }>, rows: number) => {
    const period = (step.pattern?.length ?? 1) * (flat ? 2 : 1);
    const seqOf = (r: number) =>
      step.sizesOnly && !step.sizesOnly[size]
        ? undefined
        : step.pattern
          ? step.pattern[r % step.pattern.length].seq
          : step.seq;
    let r = 0;
    while (r < rows) {
      const start = [...segments];
      const tallied = sum([...result.worked.values()]);
      const end = Math.min(rows, r + period);
      for (; r < end; r += 1) if (!row(step, seqOf(r))) return;
      const same = start.length === segments.length && start.every((v, i) => v === segments[i]);
      if (same && r < rows) {
        const skipped = Math.floor((rows - r) / period);
        tally(step.fabric, (sum([...result.worked.values()]) - tallied) * skipped);
        r += skipped * period;
      }
    }
  };

  for (const step of piece.steps) {
    flat = step.flat ?? piece.worked === 'flat';
    const before = sum(segments);
    let rows = 0;
    switch (step.kind) {
      case 'cast-on':
      case 'ring':
      case 'pick-up':
        if (before !== 0) fail(step, `starts a piece while ${before} sts are still live`);
        segments = [at(step.count)];
        tally(step.fabric, at(step.count));
        // A crochet pick-up is a round of stitches worked into the edge; a knitted one only lifts loops.
        rows =
          step.kind === 'ring' || (step.kind === 'pick-up' && FABRICS[step.fabric].craft === 'crochet')
            ? 1
            : 0;
        break;
      case 'chain': {
        const chains = at(step.chains);
        const made = step.joined ? chains : chains - (CHAIN_SKIP[step.fabric] ?? 1);
        result.chains += chains;
        segments = [made];
        tally(step.fabric, made);
        rows = 1;
        break;
      }
      case 'rows':
        rows = at(step.rows);
        replayRows(step, rows);
        break;
      case 'shaping':
        for (let t = 0; t < at(step.times); t += 1) {
          if (!row(step, step.seq)) break;
          for (let r = 1; r < at(step.every); r += 1) row(step, undefined);
        }
        rows = at(step.every) * at(step.times);
        break;
      case 'heel-turn': {
        const turn = replayHeelTurn(before, at(step.side), at(step.center));
        if (turn.error) fail(step, turn.error);
        segments = [turn.count];
        tally(step.fabric, turn.count * turn.rows);
        rows = turn.rows;
        break;
      }
      case 'divide': {
        const total = sum(step.parts.map((part) => at(part.count)));
        if (total !== before) fail(step, `parts of ${total} sts from ${before} sts`);
        for (const part of step.parts)
          if (part.name !== step.keep && !part.unworked)
            held.set(`${piece.name}/${part.name}`, at(part.count));
        const kept = step.parts.find((part) => part.name === step.keep);
        segments = kept ? [at(kept.count)] : [];
        break;
      }
      case 'join': {
        let taken = 0;
        for (const source of step.take) {
          const key = `${source.piece}/${source.part}`;
          const stitches = held.get(key);
          if (stitches === undefined) fail(step, `no stitches are held as ${key}`);
          else {
            taken += stitches;
            held.delete(key);
          }
        }
        segments = [before + taken + at(step.pickUp) + at(step.castOn)];
        tally(step.fabric, at(step.pickUp) + at(step.castOn));
        break;
      }
      case 'finish':
        tally(step.fabric, step.method === 'bind-off' ? before : 0);
        segments = [];
        break;
    }
    let count = sum(segments);
    if ('count' in step && count !== at(step.count)) {
      fail(step, `states ${at(step.count)} sts but the steps leave ${count}`);
      // Go on from the stated count, so one wrong step is reported once.
      count = at(step.count);
      segments = [count];
    }
    result.counts.set(step.id, count);
    result.rows.set(step.id, rows);
  }
  const live = sum(segments);
  if (live !== 0)
    errors.push({ piece: piece.name, step: 'end', size: sizeLabel, message: `ends with ${live} live sts` });
  return result;
}
