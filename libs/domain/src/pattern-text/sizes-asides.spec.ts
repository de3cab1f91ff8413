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

describe("the sample's size said after the list", () => {
  it.each([
    ['SIZES: XS, S, M, L, XL, 2XL, 3XL (shown in size M)', ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']],
    ['Sizes: S (M, L) (Sample shown in M)', ['S', 'M', 'L']],
  ])('%s', (text, expected) => {
    expect(sizes(`Halcyon Tee\n\n${text}\n\nYarn: DK`)).toEqual(expected);
  });
});

describe('sizes sold in pairs under the heading, over the bust they fit', () => {
  it('takes the pairs, not the bust ranges', () => {
    const text = [
      'Lakeshore Pullover',
      'SIZES',
      'XS/S (M/L, XL/2X, 3X/4X, 5X)',
      'To fit bust: 28-34 (36-42, 44-50, 52-58, 60-62)" / 71-86 (91-107, 112-127, 132-147, 152-157) cm',
      'Finished bust: 40 (48, 56, 64, 70)"',
      '',
      'MATERIALS',
      'Colour 0108 Driftwood: 3 (4, 4, 5, 5) balls',
    ].join('\n');
    expect(sizes(text)).toEqual(['XS/S', 'M/L', 'XL/2X', '3X/4X', '5X']);
  });
});

describe('sizes with their unit or their list printed another way', () => {
  it.each([
    ['SIZES\nTo fit age (years): 4 [6: 8: 10]', ['4 years', '6 years', '8 years', '10 years']],
    ['Sizes: S/M/L/XL', ['S', 'M', 'L', 'XL']],
    ['Sizes: S/M (L/XL)', ['S/M', 'L/XL']],
    ['Sizes: 34" / 37.5" / 41" / 44.5" / 48"', ['34', '37.5', '41', '44.5', '48']],
  ])('%s', (text, expected) => {
    expect(sizes(`Harbour Jumper\n\n${text}\n\nYarn: DK`)).toEqual(expected);
  });
});

describe('sizes set apart by colons, in brackets, in two languages, with weights', () => {
  it.each([
    [
      'SIZES  Toddler : Child : Adult\nFits head circumference 16-18" : 18-20" : 21-23"',
      ['Toddler', 'Child', 'Adult'],
    ],
    ['Sizes: UK 3-4 : 5-6 : 7-8 (adult shoe sizes)\nFoot length: 23 : 25 : 27 cm', ['3-4', '5-6', '7-8']],
    [
      'TAGLIE / SIZES: 42-44 / 46-48 / 50-52 (Italian sizes)\nCirconferenza torace a lavoro finito / Finished chest: 98 / 106 / 114 cm',
      ['42-44', '46-48', '50-52'],
    ],
    ['[Sizes]  M, L\n[Finished measurements]  Bust M 98 cm / L 106 cm', ['M', 'L']],
    [
      'Tailles / Sizes : Enfant (Adulte P, Adulte G) / Child (Adult S, Adult L)',
      ['Child', 'Adult S', 'Adult L'],
    ],
    [
      'Sizes: Micro-preem (under 2 lb) / Preemie (2-4 lb) / Small baby (4-6 lb)',
      ['Micro-preem', 'Preemie', 'Small baby'],
    ],
  ])('%s', (text, expected) => {
    expect(sizes(`Snug Hat\n\n${text}\n\nYarn: DK`)).toEqual(expected);
  });
});

describe('shoe sizes named by their kind, without a colon', () => {
  it('reads them as the sizes', () => {
    expect(
      sizes("Cosy Cabin Slippers\nWomen's shoe sizes 5-6 / 7-8 / 9-10 (US)\nFoot length: 9 / 9½ / 10 in"),
    ).toEqual(['5-6', '7-8', '9-10']);
  });
});

describe('sizes of two letters joined, each in brackets, and an adult named once', () => {
  it.each([
    ['SIZES: XS-S (M-L) (XL-2XL) (3XL-4XL)', ['XS-S', 'M-L', 'XL-2XL', '3XL-4XL']],
    ['Sizes: Adult S (M, L) - to fit head 20 (21.5, 23)"', ['S', 'M', 'L']],
    ['Sizes: Child (Adult S/M, Adult L/XL)', ['Child', 'Adult S/M', 'Adult L/XL']],
  ])('%s', (text, expected) => {
    expect(sizes(`Makowa Vest\n\n${text}\n\nYarn: DK`)).toEqual(expected);
  });
});
