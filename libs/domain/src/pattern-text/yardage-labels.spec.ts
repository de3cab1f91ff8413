import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readYardage } from './yardage.js';

const yardage = (text: string, sizes?: string[]) =>
  readYardage(readPatternDocument(text), sizes).yardage?.value;

describe('readYardage, counts labelled and colours listed', () => {
  it('counts a skein each for colours whose names start like a unit ("Moss", "Gold")', () => {
    const text = 'Yarn: Aran (100 g / 200 m)\nA Navy: 2 skeins\nB Moss, C Gold, D Mint: 1 skein each';
    expect(yardage(text)).toEqual([{ size: null, yards: 1094 }]);
  });

  it('reads a count per size after its unit as a label ("Balls needed: 3 / 4 / 5")', () => {
    const text = 'Yarn: cotton DK (50 g / 100 m per ball)\nBalls needed: 3 / 4 / 5';
    expect(yardage(text, ['S', 'M', 'L'])).toEqual([
      { size: 'S', yards: 328 },
      { size: 'M', yards: 437 },
      { size: 'L', yards: 547 },
    ]);
  });

  it('adds weights used at the length of a ball given as "50 g/ball"', () => {
    const text = 'Materials\nCotton (50 g/ball, approx. 100 m): red 20 g, blue 5 g';
    expect(yardage(text)).toEqual([{ size: null, yards: 55 }]);
  });
});

describe('readYardage, a cone', () => {
  it('reads "500 g cones" as the cone\'s weight, not yarn needed', () => {
    const text = 'Yarn: 4-ply wool, 250 g cones, approx 1,000 m per cone\nAmount: 300 (350) g';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 1312 },
      { size: 'M', yards: 1531 },
    ]);
  });
});

describe('readYardage, the skein weight said again', () => {
  it("does not add a lone weight that is the skein's own to the weights per size", () => {
    const text = 'Yarn: 50 g of sport yarn, 150 m per 50 g; about 40 (45, 55) g used';
    expect(yardage(text, ['S', 'M', 'L'])).toEqual([
      { size: 'S', yards: 131 },
      { size: 'M', yards: 148 },
      { size: 'L', yards: 180 },
    ]);
  });

  it("leaves a sample's use out beside the count the pattern asks for, and reads it when it is all there is", () => {
    const text =
      'Yarn: 3 balls of sport weight cotton, 150 m per 50 g ball; my sample used just under 2.5 balls.';
    expect(yardage(text)).toEqual([{ size: null, yards: 492 }]);
    expect(yardage('Yarn: aran wool (100 g / 180 m); about 2 skeins were used for the sample.')).toEqual([
      { size: null, yards: 394 },
    ]);
  });

  it("does not count a toy's stuffing or pellets as yarn", () => {
    const text = 'Yarn: 40 g of cream DK (50 g = 120 m)\nAlso: 25 g toy stuffing, 50 g of plastic pellets';
    expect(yardage(text)).toEqual([{ size: null, yards: 105 }]);
  });

  it("leaves a sample's weights out beside the weights asked for per size", () => {
    const text =
      'Yarn: 4 ply wool, 50 g = 200 m\nMain: 40 (50) g\nContrast: 10 (10) g\nOur sample in the small size used 44 g of Main.';
    expect(yardage(text, ['S', 'L'])).toEqual([
      { size: 'S', yards: 219 },
      { size: 'L', yards: 262 },
    ]);
  });

  it('adds colours whose lengths happen to add up, and takes a total said to be one', () => {
    expect(yardage('Yarn: DK cotton\nNavy ....... 60 yds\nSky ....... 40 yds\nWhite ....... 20 yds')).toEqual(
      [{ size: null, yards: 120 }],
    );
    expect(yardage('Yarn: A: 200 m, B: 100 m, C: 100 m; total 400 m (437 yds)')).toEqual([
      { size: null, yards: 437 },
    ]);
  });
});
