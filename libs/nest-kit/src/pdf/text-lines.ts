/** A piece of text placed on a PDF page: its string, where it starts (x, y from the bottom), its size. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

// Gaps, as multiples of the font size: a word space, a column gap, a paragraph's extra leading.
const WORD_GAP = 0.15;
const COLUMN_GAP = 2;
const PARAGRAPH_GAP = 1.7;

/** Puts one line's pieces in order: a space between words, a wide gap (4 spaces) between columns. */
function joinLine(pieces: PlacedText[]): string {
  let line = '';
  let end = -Infinity;
  for (const piece of pieces.sort((a, b) => a.x - b.x)) {
    const size = piece.height || 10;
    const gap = piece.x - end;
    if (line && gap > COLUMN_GAP * size) line += '    ';
    else if (line && gap > WORD_GAP * size && !line.endsWith(' ') && !piece.str.startsWith(' ')) line += ' ';
    line += piece.str;
    end = piece.x + piece.width;
  }
  return line.trimEnd();
}

/**
 * Rebuilds a page's lines from its text pieces, which PDFs store in drawing order, not reading order: pieces
 * on one baseline (within half a font size) form a line, read left to right; lines run top to bottom, with a
 * blank line where the leading is wider than a paragraph's.
 */
export function linesFromPlacedText(pieces: readonly PlacedText[]): string[] {
  const visible = pieces.filter((piece) => piece.str.trim() !== '');
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; pieces: PlacedText[] }[] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const size = piece.height || 10;
    if (row && Math.abs(row.y - piece.y) <= 0.5 * Math.max(size, row.size)) row.pieces.push(piece);
    else rows.push({ y: piece.y, size, pieces: [piece] });
  }
  const lines: string[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && previous.y - row.y > PARAGRAPH_GAP * Math.max(row.size, previous.size)) lines.push('');
    lines.push(joinLine(row.pieces));
  });
  return lines;
}
