/**
 * A round heel turned in short rows over `side + center + side` stitches, replayed row by row:
 *   Row 1 (RS): sl 1, work side + center - 2, dec (ssk), work 1, turn.
 *   Row 2 (WS): sl 1, work center - 2, dec (p2tog), work 1, turn.
 *   Then each row: sl 1, work to 1 st before the gap, dec across the gap, work 1, turn; when one stitch is left
 *   beyond the gap the row ends with the decrease.
 * Each row decreases one stitch; the turn ends when no stitch is left beyond either gap.
 */
export interface HeelTurnReplay {
  rows: number;
  count: number;
  error?: string;
}

export function replayHeelTurn(total: number, side: number, center: number): HeelTurnReplay {
  if (side < 2 || center < 3)
    return { rows: 0, count: total, error: `a heel turn needs 2 sts a side and 3 in the center` };
  if (2 * side + center !== total)
    return { rows: 0, count: total, error: `${side} + ${center} + ${side} sts is not the ${total} heel sts` };
  let count = total;
  // Row 1 works to 2 sts past the center; row 2 back to 1 st past it on the other side.
  let right = side - 2;
  let left = side - 1;
  count -= 2;
  let rows = 2;
  let rightSide = true;
  while (right > 0 || left > 0) {
    const beyond = rightSide ? right : left;
    if (beyond > 0) {
      const taken = beyond === 1 ? 1 : 2;
      if (rightSide) right -= taken;
      else left -= taken;
      count -= 1;
      rows += 1;
    }
    rightSide = !rightSide;
  }
  return { rows, count };
}

/** The count a heel turn leaves, by formula (the builder's side of the check). */
export const heelTurnCount = (side: number, center: number): number =>
  2 * side + center - (2 + Math.ceil((side - 2) / 2) + Math.ceil((side - 1) / 2));
