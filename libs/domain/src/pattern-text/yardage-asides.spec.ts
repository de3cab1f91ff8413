import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

const yardage = (text: string) => readPatternText(text).yardage?.value;

// Issue 23: what a pattern says beside its amounts that is not an amount it asks for, and amounts said once for many.
describe('readPatternText, the yardage beside asides', () => {
  it('leaves out what a sample used or weighs beside the skeins or balls asked for', () => {
    expect(
      yardage(
        'MATERIALS\n1 hank of Moorland Lace (100 g = 800 m / 875 yds), colour Fog.\nMy shawl used 88 g.',
      ),
    ).toEqual([{ size: null, yards: 875 }]);
    expect(
      yardage(
        'YOU WILL NEED\n3 balls of cotton DK, 50 g / 120 m (131 yds) each.\nThe finished sample tote weighs 131 g.',
      ),
    ).toEqual([{ size: null, yards: 393 }]);
  });

  it('leaves out another pattern offered at the end: "Looking for more?", "with the matching ..."', () => {
    const yarn = 'YARN\nHarbour Worsted (100 g; 200 yds / 183 m)\n  Main: 2 skeins\n  Trim: 1 skein\n';
    expect(
      yardage(`${yarn}\nLooking for more? Try the matching Harbour Mitts (1 skein, 200 yds in all).`),
    ).toEqual([{ size: null, yards: 600 }]);
    expect(yardage(`${yarn}\nVisit our shop. Curl up with the matching Harbour Throw (9 skeins).`)).toEqual([
      { size: null, yards: 600 },
    ]);
  });

  it('counts a numbered range of shades given one amount each', () => {
    const text =
      'MATERIALS\n4 ply wool, 25 g balls, approx. 100 m per ball.\nShade 1 (ground): 50 g\nColours 2-4 (Peat, Moss, Rust): 25 g each';
    // 50 g + 3 x 25 g = 125 g = 5 balls of 100 m.
    expect(yardage(text)).toEqual([{ size: null, yards: Math.round(500 / 0.9144) }]);
  });

  it("takes a skein's description in parentheses as one, though it holds a closed parenthesis", () => {
    const text =
      'MATERIALS\nCountry Solids (Bulky Weight (5); 5 oz/141 g; 150 yds/137 m)\n  Color A: Oat – 2 skeins\n  Color B: Rust – 1 skein';
    expect(yardage(text)).toEqual([{ size: null, yards: 450 }]);
  });
});

describe('readPatternText, the yardage per size in other shapes', () => {
  it("leaves out the span of the sizes' amounts printed above them", () => {
    const text =
      'Bracken Pullover\n\nSIZES\n34 (38, 42, 46)"\n\nYARN\nYardage  1100 - 1550 yards (1006 - 1417 m)\nYardage per size: 1100 (1250, 1400, 1550) yds';
    expect(readPatternText(text).yardage?.value).toEqual([
      { size: '34', yards: 1100 },
      { size: '38', yards: 1250 },
      { size: '42', yards: 1400 },
      { size: '46', yards: 1550 },
    ]);
  });

  it("reads a line per size that counts its balls, at the yarn's length per ball", () => {
    const text = [
      'Tarn Cardigan',
      '',
      'Size 1 - to fit bust 81-86 cm (32-34 in) - 6 balls',
      'Size 2 - to fit bust 91-97 cm (36-38 in) - 7 balls',
      'Size 3 - to fit bust 102-107 cm (40-42 in) - 8 balls',
      '',
      'Yarn: Fellside Aran, 100 g balls of 160 m.',
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.sizes?.value).toEqual(['1', '2', '3']);
    expect(reading.yardage?.value?.map((row) => row.yards)).toEqual(
      [6, 7, 8].map((balls) => Math.round((balls * 160) / 0.9144)),
    );
  });
});

describe("the weights per size asked for, and a sample's balls beside them", () => {
  it('reads the weights at the length per weight, not the balls the sample used', () => {
    const text = [
      'SIZES',
      'S (M, L)',
      '',
      'YARN',
      'Ridgeway Merino DK (100% merino; 50 g / 110 m)',
      '250 (300, 350) g',
      'The sample (size M) took 7 balls.',
      'My sample used 5 balls.',
    ].join('\n');
    // 250 g of 50 g / 110 m is 550 m (601 yards).
    expect(yardage(text)?.map((row) => Math.round(row.yards))).toEqual([601, 722, 842]);
  });
});

describe('a weight of something other than yarn, named before it', () => {
  it('leaves out "Toy stuffing, 25g" from the yarn the toy needs', () => {
    const text = [
      'YOU WILL NEED',
      '• Brook DK (50g/120m)',
      '  1 ball in Oat (A)',
      '• 3.25mm needles',
      '• Toy stuffing, 25g',
      '• Polyester filling: approx. 30 g',
    ].join('\n');
    expect(yardage(text)).toEqual([{ size: null, yards: 131 }]);
  });
});

describe('what the pair in the photo weighs, beside the grams per size', () => {
  it('is left out of the yarn needed', () => {
    const text = [
      'Sizes: 36/37 (38/39, 40/41)',
      'Yarn: Koski Sock (100 g = approx. 200 m)',
      'Yarn amount: 100 (150, 150) g',
      'The mittens pictured are the middle size and weigh 96 g.',
    ].join('\n');
    expect(yardage(text)?.map((row) => row.yards)).toEqual([219, 328, 328]);
  });
});

describe('a weight restated as its balls, and a sample named with a capital', () => {
  it('reads "400 g = 4 Knäuel / balls" once', () => {
    const text = 'Garn / yarn: Nordlicht (100 m / 100 g)\nVerbrauch / amount: 400 g = 4 Knäuel / balls';
    expect(yardage(text)).toEqual([{ size: null, yards: 437 }]);
  });

  it('leaves out "Sample (size 2) used 6 balls and 32 g of a seventh"', () => {
    const text = [
      'SIZES',
      '1 (2, 3)',
      'YARN',
      'Fell 4 Ply (50 g / 200 m)',
      '6 (7, 8) x 50 g balls',
      'Sample (size 2) used 6 balls and 32 g of a seventh.',
    ].join('\n');
    expect(yardage(text)?.map((row) => row.yards)).toEqual([1312, 1531, 1750]);
  });
});
