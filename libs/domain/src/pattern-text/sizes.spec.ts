import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './size-reading.js';
import { parseSizeList } from './sizes.js';

describe('parseSizeList', () => {
  it.each([
    ['S (M, L, XL)', ['S', 'M', 'L', 'XL']],
    ['XS, S, M', ['XS', 'S', 'M']],
    ['XS / S / M / L', ['XS', 'S', 'M', 'L']],
    ['0-3 months (3-6 months)', ['0-3 months', '3-6 months']],
    ['2 (4, 6) years', ['2 years', '4 years', '6 years']],
    ['36 (40, 44)" chest', ['36', '40', '44']],
    ['To fit chest 86 (97, 107) cm / 34 (38, 42) in', ['86', '97', '107']],
    ["Woman's (Man's)", ["Woman's", "Man's"]],
    ['one size', ['One size']],
    ['Adult', ['Adult']],
  ])('%s', (statement, expected) => {
    expect(parseSizeList(statement)).toEqual(expected);
  });
});

describe('readSizes', () => {
  it('reads the sizes section and stops at what follows the list', () => {
    const document = readPatternDocument('SIZES\nXS (S, M)\nShown in size S with 10 cm (4 in) of ease.');
    expect(readSizes(document).sizes?.value).toEqual(['XS', 'S', 'M']);
  });

  it('reads "One size fits most" and ignores "one size smaller" in the instructions', () => {
    expect(readSizes(readPatternDocument('Beanie\nOne size fits most adults')).sizes?.value).toEqual([
      'One size',
    ]);
    expect(readSizes(readPatternDocument('Use a needle one size smaller.')).sizes).toBeUndefined();
  });

  it('does not take finished dimensions for sizes', () => {
    expect(readSizes(readPatternDocument('Finished size: 9 in wide x 70 in long')).sizes).toBeUndefined();
  });

  it('reads sizes in square brackets', () => {
    expect(readSizes(readPatternDocument('SIZE: Toddler [Child, Adult]')).sizes?.value).toEqual([
      'Toddler',
      'Child',
      'Adult',
    ]);
  });

  it('reads sizes that hold a slash', () => {
    expect(parseSizeList('S/M (L/XL, 2XL/3XL)')).toEqual(['S/M', 'L/XL', '2XL/3XL']);
  });

  it.each([
    ['S (M: L: XL)', ['S', 'M', 'L', 'XL']],
    ['S - M - L - XL - XXL', ['S', 'M', 'L', 'XL', 'XXL']],
    ['36/38 - 40/42 - 44/46', ['36/38', '40/42', '44/46']],
    ['2 - 4 - 6 years', ['2 years', '4 years', '6 years']],
    ['Child 2 (4, 6) years', ['2 years', '4 years', '6 years']],
    ['EU shoe size 37/38 (39/40)', ['37/38', '39/40']],
  ])('reads %s', (statement, expected) => {
    expect(parseSizeList(statement)).toEqual(expected);
  });

  it('reads sizes named only by the finished bust, and a one-size item that fits an average adult', () => {
    expect(readSizes(readPatternDocument('Finished bust: 34 (38, 42)"')).sizes?.value).toEqual([
      '34',
      '38',
      '42',
    ]);
    expect(
      readSizes(readPatternDocument('Finished size: 20", to fit an average adult head')).sizes?.value,
    ).toEqual(['One size']);
    expect(
      readSizes(readPatternDocument('Finished size: 16 in, to fit a 16 in pillow form')).sizes,
    ).toBeUndefined();
  });

  it('takes a garment given by one body measurement for one size, less sure than a stated one', () => {
    const read = (text: string) => readSizes(readPatternDocument(text)).sizes;
    expect(read('Finished measurements: Bust 96 cm, length 56 cm')?.value).toEqual(['One size']);
    expect(read('Finished measurements: hand circumference 19 cm')?.confidence).toBeLessThan(0.6);
    // A blanket's size is not a body's, and a bust per size is a list of sizes.
    expect(read('Finished measurements: 110 x 130 cm')).toBeUndefined();
    expect(read('Finished measurements: bust 86 (96, 106) cm')?.value).not.toEqual(['One size']);
  });

  it('reads ages after "To fit age" with the unit printed once', () => {
    expect(parseSizeList('To fit age 1-2 (3-4, 5-6) years')).toEqual(['1-2 years', '3-4 years', '5-6 years']);
  });

  it('takes a hat or a mitt known by its circumference for one size, a cowl not', () => {
    const read = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;
    expect(read('Gull Island Beanie\n\nFinished circumference 50 cm (unstretched)')).toEqual(['One size']);
    expect(read('Loop Cowl\n\nFinished circumference 60 cm')).toBeUndefined();
  });

  it('reads the sizes from the row under a "Finished chest measurement" heading', () => {
    const text = 'Finished chest measurement\n34    38    42    46    in\n86    97    107   117   cm';
    expect(readSizes(readPatternDocument(text)).sizes?.value).toEqual(['34', '38', '42', '46']);
  });

  it('gives ages written with a slash the unit printed once', () => {
    expect(parseSizeList('1/2 (3/4, 5/6) yrs')).toEqual(['1/2 yrs', '3/4 yrs', '5/6 yrs']);
  });

  it('reads a size line that starts with the kind of size, wherever it is', () => {
    const document = readPatternDocument('Little Acorn Vest\nChild 2 (4, 6, 8) years\n\nYarn: worsted');
    expect(readSizes(document).sizes?.value).toEqual(['2 years', '4 years', '6 years', '8 years']);
  });

  it('reads a size label printed in two languages', () => {
    const document = readPatternDocument('Størrelse / Size: XS (S, M)');
    expect(readSizes(document).sizes?.value).toEqual(['XS', 'S', 'M']);
  });

  it('takes one measurement or one range of a hand, foot or head for one size, a list of them not', () => {
    const one = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;
    expect(one('Snow Swirl Hat\nHead circumference: 54-56 cm')).toEqual(['One size']);
    expect(one('Mitts\nFits a hand 7-8" around the palm')).toEqual(['One size']);
    expect(one('Slipper Socks\nFits a foot 23-25 cm long')).toEqual(['One size']);
    expect(one('Snow Hat\nHead circumference: 46 - 51 - 56 cm')).toBeUndefined();
  });
});

// Issue 23, publishers' leaflets (real-world part 10/11).
describe('sizes as leaflets and magazines print them', () => {
  const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

  it('gives the unit after the last age range to every range', () => {
    expect(parseSizeList('0-6 / 6-12 / 12-18 months')).toEqual(['0-6 months', '6-12 months', '12-18 months']);
  });

  it('reads the sizes a finished size names by the chest', () => {
    expect(sizes('FINISHED SIZE 32 (36, 40)" chest circumference. Shown in 36".')).toEqual([
      '32',
      '36',
      '40',
    ]);
    expect(sizes('Finished size: 30 x 150 cm')).toBeUndefined();
  });

  it('reads one bust measurement to fit as one size', () => {
    expect(sizes('Twin Set\nFor 34-in. Bust\nTENSION: 8 sts to one inch')).toEqual(['One size']);
    expect(sizes('Jumper\nMeasurements: to fit 34 in. bust; length 21 in.')).toEqual(['One size']);
    expect(sizes('Jumper\nTo fit 34 (36) in. bust')).toEqual(['34', '36']);
  });
});

describe('sizes under a finished-measurements heading, and shoe sizes', () => {
  const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

  it('reads the chest line under "Finished Measurements" as the sizes', () => {
    expect(sizes('Pullover\nFinished Measurements\nChest: 34 (38, 42)"\nLength: 24 (25, 26)"')).toEqual([
      '34',
      '38',
      '42',
    ]);
  });

  it('drops who the shoe is for before the shoe sizes', () => {
    expect(parseSizeList("US women's shoe 5-6 (7-8, 9-10)")).toEqual(['5-6', '7-8', '9-10']);
  });

  it('drops a wearer printed once before the first size, and keeps one that each size has', () => {
    expect(parseSizeList("Women's S (M, L)")).toEqual(['S', 'M', 'L']);
    expect(parseSizeList('Mens small - medium - large')).toEqual(['small', 'medium', 'large']);
    expect(parseSizeList("Ladies' XS, S, M")).toEqual(['XS', 'S', 'M']);
    expect(parseSizeList("Women's M (Men's L)")).toEqual(["Women's M", "Men's L"]);
    expect(parseSizeList("Women's (Men's)")).toEqual(["Women's", "Men's"]);
  });
});

describe('sizes printed each in brackets of its own, or as a row of letters', () => {
  const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

  it('reads "32 (34) (36) (38) in" as one list', () => {
    expect(sizes('SIZES: To fit bust 32 (34) (36) (38) in')).toEqual(['32', '34', '36', '38']);
  });

  it('reads letter sizes one space apart over the measurements', () => {
    expect(sizes('Sizes\nXS S M L XL\nFinished bust 32 36 40 44 48 in')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });
});

describe('a size line that gives a measurement', () => {
  it('reads no size from "Size: approx. 75 x 90 cm"', () => {
    expect(readSizes(readPatternDocument('Willow Blanket\nSize: approx. 75 x 90 cm')).sizes).toBeUndefined();
    expect(
      readSizes(readPatternDocument('Throw\nSIZE: About 48 x 60 in. (122 x 152.5 cm)')).sizes,
    ).toBeUndefined();
  });
});

describe('a size line labelled "Age:"', () => {
  it('reads "Age: 2-3 (4-5, 6-7) years" as the sizes', () => {
    expect(readSizes(readPatternDocument("Child's Raglan\nAge: 2-3 (4-5, 6-7) years")).sizes?.value).toEqual([
      '2-3 years',
      '4-5 years',
      '6-7 years',
    ]);
  });
});

describe('one measurement under a finished-measurements heading of its own', () => {
  const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes;

  it('reads one size, unsure, from one chest or bust under the heading', () => {
    expect(sizes('[Finished measurements]\nChest 104 cm, length 58 cm')?.value).toEqual(['One size']);
    expect(sizes('FINISHED MEASUREMENTS\nBust: 96 cm; length 60 cm')?.value).toEqual(['One size']);
    expect(sizes('Dimensions:\nChest 110 cm, sleeve 48 cm')?.confidence).toBeLessThan(0.6);
  });

  it('reads no size from a list of measurements under it', () => {
    expect(sizes('[Finished measurements]\nChest 96 (104, 112) cm')?.value).not.toEqual(['One size']);
  });
});
