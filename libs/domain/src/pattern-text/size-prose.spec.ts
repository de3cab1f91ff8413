import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { sizesInProse } from './size-prose.js';
import { bareList, sizeStatements } from './size-statements.js';
import { parseSizeList } from './sizes.js';

describe('sizes named in a sentence', () => {
  it.each([
    [
      'This pattern is written in three sizes, Small, Medium and Large, to fit a bust of 32–34',
      ['Small', 'Medium', 'Large'],
    ],
    ['The blanket comes in three sizes: Baby (Lap, Bed).', ['Baby', 'Lap', 'Bed']],
    [
      'Directions are for Small Size (8-10). Changes for Medium Size (12-14) and Large Size (16-18) are in parentheses.',
      ['Small', 'Medium', 'Large'],
    ],
    [
      'Directions are for Size 14. Changes for Sizes 16, 18 and 20 are in parentheses.',
      ['14', '16', '18', '20'],
    ],
  ])('%s', (text, sizes) => {
    expect(sizesInProse(text)).toEqual(sizes);
  });

  it('needs as many sizes as the sentence counts', () => {
    expect(sizesInProse('Made in three sizes, S and M.')).toBeNull();
    expect(sizesInProse('Worked in two sizes; see the chart.')).toBeNull();
  });
});

describe('size lists as translated and web patterns print them', () => {
  it.each([
    ['TAGLIE / SIZES: 42-44 / 46-48 / 50-52 (Italian sizes)', ['42-44', '46-48', '50-52']],
    ['Storlek / Size: XS-S-M-L-XL-XXL', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    ["Women's shoe sizes 5-6 / 7-8 / 9-10 (US)", ['5-6', '7-8', '9-10']],
    ['Size: 2-4-6-8 years', ['2 years', '4 years', '6 years', '8 years']],
  ])('%s', (line, sizes) => {
    expect(bareList(line)).toEqual(sizes);
  });

  it.each([
    ['Size: 36/38 (40/42 – 44/46)', ['36/38', '40/42', '44/46']],
    [
      'SIZES: 6 months, 12 months, 18 months and 24 months',
      ['6 months', '12 months', '18 months', '24 months'],
    ],
    ['Size: hand circumference 18 (20) cm', ['18', '20']],
    ['XS-S', ['XS-S']],
  ])('%s', (line, sizes) => {
    expect(parseSizeList(line)).toEqual(sizes);
  });

  it('reads markdown emphasis as plain words, and never keeps a label inside a size', () => {
    const statements = sizeStatements(
      readPatternDocument('**Sizes:** S, M, L\n\nTAGLIE / SIZES: 42-44 / 46-48'),
    );
    expect(statements.find((statement) => statement.kind === 'sizes section')?.sizes).toEqual([
      'S',
      'M',
      'L',
    ]);
    expect(statements.flatMap((statement) => statement.sizes).filter((size) => size.includes(':'))).toEqual(
      [],
    );
  });

  it('reads the sizes a sentence says the instructions are written for', () => {
    expect(sizesInProse('This cardigan is written for sizes 2XS, XS, S and M; choose by your bust.')).toEqual(
      ['2XS', 'XS', 'S', 'M'],
    );
    expect(
      sizesInProse('Worked for size Small; larger sizes follow in parentheses: Small (Medium, Large).'),
    ).toEqual(['Small', 'Medium', 'Large']);
    expect(sizesInProse('The yarn is given for size 4 mm needles.')).toBeNull();
  });
});
