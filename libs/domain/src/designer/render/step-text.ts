import { CHAIN_SKIP, FABRICS } from '../gauge/fabrics.js';
import { rowsPerInch, type DesignGauge } from '../gauge/gauge.js';
import type { CrochetStitch, Fabric, Graded, Piece, Seq, Step, Times } from '../model/types.js';
import { graded, length, ordinal } from './format.js';
import { seqText, type OpsStyle } from './ops-text.js';
import { stitchName, term, type Terms } from './terms.js';

export interface StepStyle extends OpsStyle {
  terms: Terms;
  gauge: DesignGauge;
  sizes: readonly string[];
}

/** The values of the sizes a mask keeps, through every number of a row's operations. */
function masked(seq: Seq, keep: readonly boolean[]): Seq {
  const pick = (values: Graded) => values.filter((_, i) => keep[i]);
  const times = (n: Times | undefined): Times | undefined =>
    n === undefined || n === 'rest' ? n : 'before' in n ? { before: pick(n.before) } : pick(n);
  return seq.map((item) =>
    'repeat' in item
      ? {
          repeat: masked(item.repeat, keep),
          times: 'until' in item.times ? { until: pick(item.times.until) } : pick(item.times),
        }
      : { ...item, n: times(item.n) },
  );
}

const sts = (count: Graded) => `${graded(count)} ${count.every((c) => c === 1) ? 'st' : 'sts'}`;

const RIBS: Fabric[] = ['rib-1x1', 'rib-2x2'];

const crochetStitchOf = (fabric: Fabric): CrochetStitch =>
  fabric === 'hdc'
    ? 'hdc'
    : fabric === 'dc' || fabric === 'post-rib' || fabric === 'basketweave'
      ? 'dc'
      : 'sc';

function fabricName(fabric: Fabric, style: StepStyle): string {
  const name = FABRICS[fabric].name;
  return style.craft === 'crochet' ? term(name, style.terms) : name;
}

/** "about 14 in / 35.5 cm" for rows of a fabric. */
const about = (rows: Graded, fabric: Fabric, style: StepStyle) =>
  `about ${length(rows.map((r) => r / rowsPerInch(style.gauge, fabric)))}`;

function chainText(step: Extract<Step, { kind: 'chain' }>, style: StepStyle, row: string): string {
  const st = stitchName(crochetStitchOf(step.fabric), style.terms);
  if (step.joined)
    return `Ch ${graded(step.chains)}; join with a sl st to the first ch to form a ring, being careful not to twist. ${row} 1: Ch 1 (does not count as a st), ${st} in each ch around; join with a sl st to the first st — ${sts(step.count)}.`;
  const skip = (CHAIN_SKIP[step.fabric] ?? 1) + 1;
  return `Ch ${graded(step.chains)}. Row 1: ${st} in the ${ordinal(skip)} ch from hook and in each ch across — ${sts(step.count)}.`;
}

/** One step as the pattern's sentence. */
export function stepText(step: Step, piece: Piece, style: StepStyle): string {
  const round = !(step.flat ?? piece.worked === 'flat');
  const row = round ? 'Rnd' : 'Row';
  const rows = round ? 'rnds' : 'rows';
  const note = step.note ? ` ${step.note}` : '';
  const knit = style.craft === 'knitting';
  switch (step.kind) {
    case 'cast-on':
      return `${RIBS.includes(step.fabric) ? 'With the smaller needle, c' : 'C'}ast on ${sts(step.count)}${note}.`;
    case 'chain':
      return chainText(step, style, row);
    case 'ring':
      return `Make a magic ring. Rnd 1: Ch 1 (does not count as a st), work ${graded(step.count)} ${stitchName(crochetStitchOf(step.fabric), style.terms)} into the ring; join with a sl st to the first st — ${sts(step.count)}.`;
    case 'rows': {
      const label = step.label ?? `Next ${round ? 'rnd' : 'row'}`;
      if (step.pattern) {
        const lines = step.pattern.map(
          (line) =>
            `${line.label}: ${line.seq ? seqText(line.seq, style) : `work even in ${fabricName(step.fabric, style)}`}.`,
        );
        return `Work ${graded(step.rows)} ${rows} in pattern${note}, ${about(step.rows, step.fabric, style)}, repeating these ${step.pattern.length} ${rows}: ${lines.join(' ')} You end with ${sts(step.count)}.`;
      }
      if (step.seq && step.sizesOnly) {
        const keep = step.sizesOnly;
        const only = style.sizes.filter((_, i) => keep[i]);
        const who = `${only.length === 1 ? 'size' : 'sizes'} ${only.join(', ')} only`;
        return `${label} (${who}; the other sizes work it even${step.note ? `, ${step.note}` : ''}): ${seqText(masked(step.seq, keep), style)} — ${sts(step.count)}.`;
      }
      if (step.seq) {
        const times = step.rows.every((r) => r === 1)
          ? ''
          : ` Work this ${round ? 'rnd' : 'row'} ${graded(step.rows)} times in all (${about(step.rows, step.fabric, style)}).`;
        return `${label}: ${seqText(step.seq, style)}${step.note ? ` (${step.note})` : ''} — ${sts(step.count)}.${times}`;
      }
      const turn = !knit && !round ? ' (ch 1 or 2 to turn; it does not count as a st)' : '';
      const index = piece.steps.indexOf(step);
      const more = index > 0 && ['chain', 'ring'].includes(piece.steps[index - 1].kind) ? ' more' : '';
      return `Work ${graded(step.rows)}${more} ${step.rows.every((r) => r === 1) ? rows.slice(0, -1) : rows} in ${fabricName(step.fabric, style)}${turn}${note}, ${about(step.rows, step.fabric, style)} — ${sts(step.count)}.`;
    }
    case 'shaping': {
      const label = step.label ?? 'Shaping row';
      const every = step.every.every((e) => e === 1)
        ? `every ${round ? 'rnd' : 'row'}`
        : `every ${graded(step.every, ordinal)} ${round ? 'rnd' : 'row'}`;
      const between = step.every.every((e) => e === 1)
        ? ''
        : `, working the ${rows} between even in ${fabricName(step.fabric, style)}`;
      return `${label}: ${seqText(step.seq, style)}. Work the ${label} ${every} ${graded(step.times)} times in all${between}${note} — ${sts(step.count)}.`;
    }
    case 'heel-turn':
      return heelTurnText(step, style);
    case 'divide': {
      const parts = step.parts.map((part) =>
        part.name === step.keep
          ? `work ${sts(part.count)} for the ${part.name}`
          : part.unworked
            ? `leave ${sts(part.count)} unworked for the ${part.name}`
            : knit
              ? `place ${sts(part.count)} on hold for the ${part.name}`
              : `leave ${sts(part.count)} for the ${part.name}`,
      );
      return `Divide the stitches${note}: ${parts.join(', then ')}.`;
    }
    case 'join': {
      const taken = step.take.map((t) => `the ${t.part} stitches held from the ${t.piece}`);
      const extra = [
        step.pickUp.some((p) => p > 0)
          ? `${knit ? 'pick up and knit' : 'work'} ${sts(step.pickUp)} ${step.along ? `along ${step.along}` : 'in the gap'}`
          : '',
        step.castOn.some((c) => c > 0) ? `${knit ? 'cast on' : 'chain'} ${sts(step.castOn)}` : '',
      ].filter(Boolean);
      if (!taken.length)
        return `${extra.map((e) => e[0].toUpperCase() + e.slice(1)).join(', then ')}${note} — ${sts(step.count)}.`;
      const start = `${knit ? 'Return' : 'Join yarn to'} ${taken.join(' and ')}${knit ? ' to the needle' : ''}`;
      return `${start}${extra.length ? `; ${extra.join(', then ')}` : ''}${note} — ${sts(step.count)}.`;
    }
    case 'pick-up':
      return knit
        ? `Pick up and knit ${sts(step.count)} evenly along ${step.along}${round ? ', and join to work in the round' : ''}${note}.`
        : `Join yarn at ${step.along}, ch 1, and work ${graded(step.count)} ${stitchName('sc', style.terms)} evenly along it${round ? '; join with a sl st' : ''}${note} — ${sts(step.count)}.`;
    case 'finish':
      return finishText(step.method, note, knit);
  }
}

function finishText(
  method: Extract<Step, { kind: 'finish' }>['method'],
  note: string,
  knit: boolean,
): string {
  switch (method) {
    case 'bind-off':
      return `Bind off all sts${note}.`;
    case 'fasten-off':
      return `Fasten off${note}.`;
    case 'gather':
      return `Break the yarn, leaving a 6 in tail; ${knit ? 'thread it through the remaining sts' : 'weave it through the last round'} and pull tight${note}.`;
    case 'graft':
      return `Break the yarn, leaving a 12 in tail, and graft the remaining sts together with Kitchener stitch${note}.`;
    case 'seam-closed':
      return `Fasten off, leaving a long tail, and sew the opening closed${note}.`;
  }
}

function heelTurnText(step: Extract<Step, { kind: 'heel-turn' }>, style: StepStyle): string {
  const first = step.side.map((s, i) => s + step.center[i] - 2);
  const second = step.center.map((c) => c - 2);
  if (style.craft === 'knitting')
    return `Turn the heel. Row 1 (RS): sl1, k${graded(first)}, ssk, k1, turn. Row 2 (WS): sl1, p${graded(second)}, p2tog, p1, turn. Row 3: sl1, knit to 1 st before the gap, ssk, k1, turn. Row 4: sl1, purl to 1 st before the gap, p2tog, p1, turn. Repeat Rows 3 and 4 until every heel st has been worked (when only 1 st is left beyond a gap, end that row with the decrease) — ${sts(step.count)}.`;
  const sc = stitchName('sc', style.terms);
  return `Turn the heel. Row 1: ${sc} in next ${graded(step.side.map((s, i) => s + step.center[i] - 1))} sts, ${sc}2tog, ${sc} in next st, turn. Row 2: ch 1, ${sc} in next ${graded(step.center.map((c) => c - 1))} sts, ${sc}2tog, ${sc} in next st, turn. Row 3: ch 1, ${sc} in each st to 1 st before the gap, ${sc}2tog, ${sc} in next st, turn. Repeat Row 3 until every heel st has been worked (when only 1 st is left beyond a gap, end that row with the decrease) — ${sts(step.count)}.`;
}
