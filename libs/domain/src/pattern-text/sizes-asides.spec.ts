import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './size-reading.js';

const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

describe('size letters straight after a heading, with a measuring aside', () => {
  it.each([
    ['SIZES  S – M – L  (hand circumference 7 – 7½ – 8½")', ['S', 'M', 'L']],
    ['Size XS - S - M (to fit bust 30 - 32 - 34")', ['XS', 'S', 'M']],
    ['SIZES S - M - L', ['S', 'M', 'L']],
    ['Sizes: S / M / L (foot around 8 / 9 / 10")', ['S', 'M', 'L']],
  ])('%s', (text, expected) => {
    expect(sizes(`Drift Mitts\n\n${text}\n\nYarn: DK`)).toEqual(expected);
  });
});

describe('one size, fitted to a wearer without a list', () => {
  it.each([
    'Fits a baby of about 3-5 lb (1.4-2.3 kg).',
    "Fits an average woman's head.",
    'To fit a newborn.',
    'Fits most heads; the brim stretches.',
  ])('%s', (line) => {
    expect(sizes(`Snug Cap\n\n${line}\n\nYarn: sport weight`)).toEqual(['One size']);
  });
  it('leaves a list of ages after the wearer to the size reading', () => {
    expect(sizes('Snug Cap\n\nTo fit a child 2 (4, 6) years\n\nYarn: DK')).not.toEqual(['One size']);
  });
});
