/**
 * The engine's structured pattern: pieces made of steps, each step stating the stitch count it leaves on the
 * needle or hook for every size. The text is rendered from these steps and the checker replays them, so what the
 * knitter reads and what is proved are the same data.
 */

/** One value per size, in the pattern's size order: "88 (96, 104)" is [88, 96, 104]. */
export type Graded = readonly number[];

/**
 * How many times an operation is worked: a number per size, every stitch left before the next marker (or the end
 * of the row) with `rest`, or all but the last few with `before` ("knit to 3 sts before the marker").
 */
export type Times = Graded | 'rest' | { before: Graded };

export type KnitOp =
  'k' | 'p' | 'sl' | 'k2tog' | 'ssk' | 'p2tog' | 'sk2p' | 'kfb' | 'm1l' | 'm1r' | 'yo' | 'c4f' | 'c4b' | 'bo';
export type CrochetStitch = 'sc' | 'hdc' | 'dc' | 'fpdc' | 'bpdc' | 'sl-st';
export type CrochetOp = CrochetStitch | 'inc' | 'inc3' | 'dec' | 'dec3' | 'ch-sp';
/** Markers: place one, slip one (the end of the row counts as one), remove one. */
export type MarkerOp = 'pm' | 'sm' | 'rm';
export type OpName = KnitOp | CrochetOp | MarkerOp;

/** One stitch operation worked `n` times (once when absent); `st` names the stitch of a crochet inc or dec. */
export interface Op {
  op: OpName;
  n?: Times;
  st?: CrochetStitch;
  /** Colorwork: the colour the stitches are worked in. */
  color?: 'A' | 'B';
}

/** "[...] 8 times", or "[...] to 1 st before m" when `times` says how many stitches to leave (`until`). */
export interface Group {
  repeat: Seq;
  times: Graded | { until: Graded };
}

export type Seq = readonly (Op | Group)[];

/** The fabric a step is worked in: it decides the row gauge, the yarn per stitch and the words of the text. */
export type Fabric =
  | 'stockinette'
  | 'garter'
  | 'rib-1x1'
  | 'rib-2x2'
  | 'seed'
  | 'slip-stitch'
  | 'colorwork'
  | 'tapestry'
  | 'lace'
  | 'cable'
  | 'sc'
  | 'hdc'
  | 'dc'
  | 'post-rib'
  | 'basketweave'
  | 'moss';

interface StepBase {
  id: string;
  fabric: Fabric;
  /** Worked back and forth inside a piece worked in the round (a heel flap). */
  flat?: boolean;
  /** Words the text adds after the step's instruction ("to the underarm", "for the brim"). */
  note?: string;
}

export interface CastOnStep extends StepBase {
  kind: 'cast-on';
  count: Graded;
}
/** A crochet foundation chain and the first row or round into it: `chains` less the turning skip, or all of them when joined. */
export interface ChainStep extends StepBase {
  kind: 'chain';
  chains: Graded;
  joined: boolean;
  count: Graded;
}
/** Crochet worked into a magic ring. */
export interface RingStep extends StepBase {
  kind: 'ring';
  count: Graded;
}
/**
 * `rows` rows worked alike: each follows `seq`, or is worked even in the fabric when there is none. With a
 * `pattern`, the rows follow its rows in turn (Row 1, Row 2, ... then Row 1 again).
 */
export interface RowsStep extends StepBase {
  kind: 'rows';
  rows: Graded;
  seq?: Seq;
  pattern?: readonly { label: string; seq?: Seq }[];
  count: Graded;
  label?: string;
  /** Sizes that work `seq`; the others work the row plain (an even increase some sizes do not need). */
  sizesOnly?: readonly boolean[];
}
/** A shaping row followed by `every - 1` even rows, `times` times over. */
export interface ShapingStep extends StepBase {
  kind: 'shaping';
  seq: Seq;
  every: Graded;
  times: Graded;
  count: Graded;
  label?: string;
}
/** A short-rowed heel turn over the heel stitches: `side` stitches each side of a `center` of stitches. */
export interface HeelTurnStep extends StepBase {
  kind: 'heel-turn';
  side: Graded;
  center: Graded;
  count: Graded;
}
/**
 * Stitches parted: the `keep` part stays in work (none when `keep` is empty), the others wait on hold for a later
 * step to take them.
 */
export interface DivideStep extends StepBase {
  kind: 'divide';
  /** An `unworked` part is left where it is (a crochet neckline's skipped stitches), not held. */
  parts: readonly { name: string; count: Graded; unworked?: boolean }[];
  keep: string;
  count: Graded;
}
/** Held stitches taken up again, with stitches picked up or cast on beside them. */
export interface JoinStep extends StepBase {
  kind: 'join';
  take: readonly { piece: string; part: string }[];
  pickUp: Graded;
  castOn: Graded;
  count: Graded;
  along?: string;
}
/** Stitches picked up along an edge to begin a piece. */
export interface PickUpStep extends StepBase {
  kind: 'pick-up';
  count: Graded;
  along: string;
}
export type FinishMethod = 'bind-off' | 'gather' | 'graft' | 'fasten-off' | 'seam-closed';
/** Every stitch left is finished: bound off, gathered, grafted or fastened off. */
export interface FinishStep extends StepBase {
  kind: 'finish';
  method: FinishMethod;
}

export type Step =
  | CastOnStep
  | ChainStep
  | RingStep
  | RowsStep
  | ShapingStep
  | HeelTurnStep
  | DivideStep
  | JoinStep
  | PickUpStep
  | FinishStep;

/** A piece of the pattern: worked flat or in the round, made `copies` times (two sleeves, two socks). */
export interface Piece {
  name: string;
  worked: 'flat' | 'round';
  copies: number;
  steps: readonly Step[];
  /** A sentence before the piece's steps. */
  intro?: string;
  /** Sentences after them (seaming, blocking). */
  outro?: string;
}

/** Where the checker finds a finished measurement: stitches at a step, or rows between two steps. */
export type MeasureSource =
  | { piece: string; kind: 'width'; at: string; factor?: number }
  | { piece: string; kind: 'length'; from: string; to: string; factor?: number };

/**
 * A finished measurement: the body it fits and the ease added to it (the target), and how to measure the
 * fabric. Design dimensions (a scarf's width) have no body: their target is the design's.
 */
export interface Measurement {
  key: string;
  label: string;
  body: Graded | null;
  ease: Graded;
  target: Graded;
  sources: readonly MeasureSource[];
}
