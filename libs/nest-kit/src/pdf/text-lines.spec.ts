import { describe, expect, it } from '@jest/globals';
import { linesFromPlacedText, type PlacedText } from './text-lines.js';

const at = (str: string, x: number, y: number, size = 10): PlacedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  height: size,
});

describe('linesFromPlacedText', () => {
  it('orders pieces top to bottom and left to right, whatever order they were drawn in', () => {
    const pieces = [at('Gauge: 20 sts', 50, 680), at('Harbour Hat', 50, 740), at('by Jane Doe', 50, 726)];
    expect(linesFromPlacedText(pieces)).toEqual(['Harbour Hat', 'by Jane Doe', '', 'Gauge: 20 sts']);
  });

  it('joins pieces of one baseline with a space, and columns with a wide gap', () => {
    // "Gauge: 20" ends at x = 95; "sts" starts a word space later, a little off the baseline.
    const pieces = [
      at('sts', 97, 700.4),
      at('NEEDLES', 300, 700),
      { ...at('Gauge: 20', 50, 700), width: 45 },
    ];
    expect(linesFromPlacedText(pieces)).toEqual(['Gauge: 20 sts    NEEDLES']);
  });

  it('ignores whitespace pieces and gives nothing for a page without text', () => {
    expect(linesFromPlacedText([at(' ', 10, 10)])).toEqual([]);
    expect(linesFromPlacedText([])).toEqual([]);
  });
});
