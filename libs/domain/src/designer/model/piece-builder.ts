import { CHAIN_SKIP } from '../gauge/fabrics.js';
import { add, allZero, perSize } from './graded.js';
import type { Fabric, FinishMethod, Graded, Piece, Seq, Step } from './types.js';
import { evenly, type Vocab } from './vocab.js';

/**
 * Writes a piece step by step and keeps the builder's own count: each stated count is the arithmetic of the
 * design (the previous count plus the stated change), never a replay of the row, so the checker's replay is an
 * independent proof.
 */
export class PieceBuilder {
  readonly steps: Step[] = [];
  count: number[];

  constructor(
    readonly name: string,
    readonly worked: 'flat' | 'round',
    readonly sizes: number,
    readonly copies = 1,
  ) {
    this.count = perSize(sizes, () => 0);
  }

  private push(step: Step, count: Graded): this {
    this.steps.push(step);
    this.count = [...count];
    return this;
  }

  castOn(id: string, fabric: Fabric, count: Graded, note?: string): this {
    return this.push({ kind: 'cast-on', id, fabric, count, note }, count);
  }

  /** A foundation chain and its first row (or, joined, its first round). */
  chain(id: string, fabric: Fabric, count: Graded, joined: boolean, note?: string): this {
    const skip = joined ? 0 : (CHAIN_SKIP[fabric] ?? 1);
    const chains = count.map((c) => c + skip);
    return this.push({ kind: 'chain', id, fabric, chains, joined, count, note }, count);
  }

  ring(id: string, fabric: Fabric, count: Graded, note?: string): this {
    return this.push({ kind: 'ring', id, fabric, count, note }, count);
  }

  pickUp(id: string, fabric: Fabric, count: Graded, along: string, note?: string): this {
    return this.push({ kind: 'pick-up', id, fabric, count, along, note }, count);
  }

  /**
   * Rows worked even (or each after `seq`, which then changes the count by `change` a row); `flat` rows inside a
   * round piece; `sizesOnly`, the sizes that work `seq` (the others work the row plain).
   */
  rows(
    id: string,
    fabric: Fabric,
    rows: Graded,
    opts: {
      seq?: Seq;
      change?: Graded;
      note?: string;
      label?: string;
      flat?: boolean;
      sizesOnly?: boolean[];
    } = {},
  ): this {
    const change = opts.change ?? this.count.map(() => 0);
    const count = this.count.map((c, i) => c + change[i] * rows[i]);
    const { seq, note, label, flat, sizesOnly } = opts;
    return this.push({ kind: 'rows', id, fabric, rows, seq, count, note, label, flat, sizesOnly }, count);
  }

  /** Rows following a pattern of rows in turn, each pattern row changing the count by its `change`. */
  pattern(
    id: string,
    fabric: Fabric,
    rows: Graded,
    pattern: { label: string; seq?: Seq; change?: number }[],
    note?: string,
    flat?: boolean,
  ): this {
    const count = this.count.map((c, i) => {
      let total = c;
      for (let r = 0; r < rows[i]; r += 1) total += pattern[r % pattern.length].change ?? 0;
      return total;
    });
    const lines = pattern.map(({ label, seq }) => ({ label, seq }));
    return this.push({ kind: 'rows', id, fabric, rows, pattern: lines, count, note, flat }, count);
  }

  /**
   * One row that increases (or decreases, negative) `change` stitches evenly; no row when no size changes, and
   * the sizes that do not change work it plain.
   */
  evenly(id: string, fabric: Fabric, v: Vocab, target: Graded, note?: string): this {
    const change = target.map((t, i) => t - this.count[i]);
    if (allZero(change)) return this;
    const sizesOnly = change.some((c) => c === 0) ? change.map((c) => c !== 0) : undefined;
    const seq = evenly(v, this.count, change);
    return this.rows(
      id,
      fabric,
      perSize(this.sizes, () => 1),
      { seq, change, note, sizesOnly },
    );
  }

  /** A shaping row changing the count by `perRow` (per size when graded), then `every - 1` even rows, `times` times. */
  shaping(
    id: string,
    fabric: Fabric,
    seq: Seq,
    every: Graded,
    times: Graded,
    perRow: number | Graded,
    label?: string,
    note?: string,
  ): this {
    if (allZero(times)) return this;
    const change = typeof perRow === 'number' ? this.count.map(() => perRow) : perRow;
    const count = this.count.map((c, i) => c + change[i] * times[i]);
    return this.push({ kind: 'shaping', id, fabric, seq, every, times, count, label, note }, count);
  }

  heelTurn(id: string, fabric: Fabric, side: Graded, center: Graded, count: Graded): this {
    return this.push({ kind: 'heel-turn', id, fabric, side, center, count, flat: true }, count);
  }

  divide(
    id: string,
    parts: { name: string; count: Graded; unworked?: boolean }[],
    keep: string,
    note?: string,
  ): this {
    const kept = parts.find((part) => part.name === keep)?.count ?? perSize(this.sizes, () => 0);
    return this.push(
      {
        kind: 'divide',
        id,
        fabric: this.steps[this.steps.length - 1]?.fabric ?? 'stockinette',
        parts,
        keep,
        count: kept,
        note,
      },
      kept,
    );
  }

  join(
    id: string,
    fabric: Fabric,
    take: { piece: string; part: string; count: Graded }[],
    pickUp: Graded,
    castOn: Graded,
    opts: { along?: string; note?: string } = {},
  ): this {
    let count = add(this.count, add(pickUp, castOn));
    for (const source of take) count = add(count, source.count);
    const step: Step = {
      kind: 'join',
      id,
      fabric,
      take: take.map(({ piece, part }) => ({ piece, part })),
      pickUp,
      castOn,
      count,
      along: opts.along,
      note: opts.note,
    };
    return this.push(step, count);
  }

  finish(id: string, fabric: Fabric, method: FinishMethod, note?: string): this {
    return this.push(
      { kind: 'finish', id, fabric, method, note },
      perSize(this.sizes, () => 0),
    );
  }

  build(extra: { intro?: string; outro?: string } = {}): Piece {
    return { name: this.name, worked: this.worked, copies: this.copies, steps: this.steps, ...extra };
  }
}
