import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readYardage } from './yardage.js';

const read = (text: string, sizes?: string[]) => readYardage(readPatternDocument(text), sizes).yardage;
const yardage = (text: string, sizes?: string[]) => read(text, sizes)?.value;

// Issue 23: what publishers print apart or around the amounts, read with the amounts it belongs to.
describe('readYardage, with what is printed apart', () => {
  it('takes the length of one ball from a line after the yarn section', () => {
    const text =
      'YARN\nCountry DK 6 (7) x 50gm\n\nTENSION\n22 sts to 10 cm.\n\nCountry DK: approx. 155 m (170 yds) per 50 g ball.';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 1020 },
      { size: 'M', yards: 1190 },
    ]);
    expect(read(text, ['S', 'M'])?.confidence).toBeLessThan(0.7);
  });

  it('takes the grams per size from a table of sizes, the length per weight from the yarn section', () => {
    const text = 'Size: S / M\nYarn needed: 50 / 100 g\n\nYarn: Sock (4 ply; 100 g = 400 m)';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 219 },
      { size: 'M', yards: 437 },
    ]);
    const apart = 'SIZES: S - M - L\nAmount: 50 - 75 - 100 g\n\nYarn: Sock (100 g = 400 m)';
    expect(yardage(apart, ['S', 'M', 'L'])).toEqual([
      { size: 'S', yards: 219 },
      { size: 'M', yards: 328 },
      { size: 'L', yards: 437 },
    ]);
    expect(read(apart, ['S', 'M', 'L'])?.confidence).toBeLessThan(0.6);
  });

  it('reads a label defining the skein ("Each skein: 7 oz (198 g), 364 yd") as its length, not more yarn', () => {
    expect(
      yardage('MATERIALS\nRed 3 (4) skeins (A)\nWhite 1 (1) skein (B)\nEach skein: 7 oz (198 g), 364 yd', [
        'S',
        'M',
      ]),
    ).toEqual([
      { size: 'S', yards: 4 * 364 },
      { size: 'M', yards: 5 * 364 },
    ]);
  });

  it('reads a skein described in parentheses across a semicolon', () => {
    expect(yardage('Yarn: aran cotton, 3 skeins (each 3.5 oz / 100 g; 170 yds / 155 m)')).toEqual([
      { size: null, yards: 510 },
    ]);
  });

  it('counts "1 ball of each" for the shades or the colours named before the colon', () => {
    expect(
      yardage(
        'Yarn: DK (50 g balls, approx. 150 m)\nMain: 3 x 50 g balls\nShades 2, 3 and 4: 1 ball of each',
      ),
    ).toEqual([{ size: null, yards: 984 }]);
    expect(
      yardage(
        'Yarn: DK (100 g balls, approx. 300 m)\nA White 1 x 100 g ball\nB Lemon, C Aqua: 1 ball of each',
      ),
    ).toEqual([{ size: null, yards: 984 }]);
  });

  it('counts a skein each of the colours said before ("2 colours of yarn, 1 skein each")', () => {
    expect(
      yardage('Yarn: 2 colours of fingering yarn, 1 x 50 g skein each (approx. 200 m / 219 yds per skein)'),
    ).toEqual([{ size: null, yards: 438 }]);
  });

  it('does not add the weight of the balls counted beside it ("420 g / 11 balls")', () => {
    expect(yardage('Materials: Wool L, beige 420 g / 11 balls (1 ball = 40 g, approx. 80 m)')).toEqual([
      { size: null, yards: 962 },
    ]);
  });

  it("takes the length in parentheses after a counted skein as that skein's, per size", () => {
    expect(yardage('Yarn: Sock yarn, 1 (2) x 100 g skein (425 m / 465 yds)', ['S', 'M'])).toEqual([
      { size: 'S', yards: 465 },
      { size: 'M', yards: 930 },
    ]);
  });

  it('counts "50 g each" for the number of colours said before the colon', () => {
    expect(yardage("You'll need: Cotton DK in 5 colours: 50 g each (approx. 110 m per 50 g ball)")).toEqual([
      { size: null, yards: 601 },
    ]);
  });
});

// Issue 23, publishers' leaflets (real-world part 10/11): a ball's weight and length set around the amounts.
describe('readYardage, a ball described around the amounts', () => {
  it('reads "40 g per ball, approx. 110 m" as the ball, not as yarn needed, and the grams per colour at it', () => {
    const text = 'Materials\nAmerry (40 g per ball, approx. 110 m)\nLight Brown (8): 20 g\nCream (2): 5 g';
    expect(yardage(text)).toEqual([{ size: null, yards: 75 }]);
  });

  it('reads a length in parentheses after the weight, with the unit named after it, as one ball', () => {
    const text = 'MATERIALS\nOatmeal 8 Balls\n\nThick & Quick; package size: 6 oz/170 g (106 yd/97 m) balls';
    expect(yardage(text)).toEqual([{ size: null, yards: 848 }]);
  });

  it('reads a weight after the other system closing its parenthesis as describing the skein', () => {
    const text = 'YARN Lark (100% wool; 134 yd (123 m)/1.75 oz (50 g)): #151 Bark, 8 (9) skeins.';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 1072 },
      { size: 'M', yards: 1206 },
    ]);
  });

  it('does not add a weight alone in parentheses beside counted balls: it is the ball', () => {
    const text = 'MATERIALS\nDreamtime 8 ply (50 g): 3 (4) balls\nApprox. 110 m per 50 g ball.';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 361 },
      { size: 'M', yards: 481 },
    ]);
  });

  it('takes a lone length too short for the balls counted as one ball, less sure', () => {
    const found = read('MATERIALS\nOatmeal 8 Balls\n\nWool-Ease Thick & Quick: 106 yd');
    expect(found?.value).toEqual([{ size: null, yards: 848 }]);
    expect(found?.confidence).toBeLessThan(0.85);
  });
});

describe('readYardage, an amount for every size', () => {
  it('reads "1 ball each size" as one ball in every size, not one for each colour named before', () => {
    const text =
      'Yarn: Special DK (100 g / 295 m): Cream 4 (5) balls, Sage 1 (2) ball, Mustard 1 ball each size';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 1936 },
      { size: 'M', yards: 2581 },
    ]);
  });
});

describe('readYardage, one length beside counts per size', () => {
  it('reads a lone length as one hank when the count changes with the size and the length does not', () => {
    const found = read('Yarn: 1 (1, 2) 100g hank Cascade 220 (220yds)', ['S', 'M', 'L']);
    expect(found?.value).toEqual([
      { size: 'S', yards: 220 },
      { size: 'M', yards: 220 },
      { size: 'L', yards: 440 },
    ]);
    expect(found?.confidence).toBeLessThan(0.85);
  });
});

describe('readYardage, amounts per size on one line and codes', () => {
  it('reads "S: 800 yds; M: 900 yds" on one line as a row per size', () => {
    expect(yardage('Yardage: S: 800 yds; M: 900 yds; L: 1000 yds', ['S', 'M', 'L'])).toEqual([
      { size: 'S', yards: 800 },
      { size: 'M', yards: 900 },
      { size: 'L', yards: 1000 },
    ]);
  });

  it('does not read the end of a pattern code as metres', () => {
    expect(yardage('Bernat\nPattern Number: BRC0502-003528M\nCozy Blanket')).toBeUndefined();
  });
});

describe('readYardage, one ball of a yarn in each of several colours', () => {
  it('reads the length after "1 ball of <yarn> (" as the ball and counts the colours named after it', () => {
    const text = 'Yarn: 1 x 100 g ball of Special DK (295 m) in each of Cream, Pale Rose and Sage';
    expect(yardage(text)).toEqual([{ size: null, yards: 968 }]);
  });
});

describe('readYardage, balls each of a number of colours', () => {
  it('reads "2 balls each of 8 colours" as sixteen balls', () => {
    const text = 'Yarn: Special DK, 100 g balls (295 m): 2 balls each of 8 colours';
    expect(yardage(text)).toEqual([{ size: null, yards: 5162 }]);
  });
});

describe('readYardage, yarns of different lengths and extras', () => {
  it('reads each count at the length of its own ball', () => {
    const text =
      'Yarn: held together:\nA: 3 (4) balls Kid-Silk (25 g = 210 m)\nB: 5 (6) balls Alpaca (50 g = 167 m)';
    expect(yardage(text, ['S', 'M'])).toEqual([
      { size: 'S', yards: 1602 },
      { size: 'M', yards: 2014 },
    ]);
    expect(yardage('Yarn: 4 mini skeins (20 g / 80 m each) and 1 full skein (100 g / 400 m)')).toEqual([
      { size: null, yards: 787 },
    ]);
  });

  it('adds an extra amount to the rest instead of taking it for all the yarn', () => {
    const found = read('Yarn: 1 skein Cascade 220 (100 g; 220 yds / 200 m); pompom uses extra ~10 yds');
    expect(found?.value).toEqual([{ size: null, yards: 230 }]);
    expect(found?.confidence).toBeLessThan(0.7);
  });

  it('counts the colours said before "approx. 150 m each"', () => {
    expect(yardage('Yarn: 12 colours of DK, approx. 150 m each')).toEqual([{ size: null, yards: 1969 }]);
  });
});

describe('readYardage, lists with commas and sizes named before their amounts', () => {
  it('reads "400, 450, 500 g" as a weight per size', () => {
    const text = 'Yarn: 400, 450, 500 g of Aran (1 ball = 100 g = 180 m)';
    expect(yardage(text, ['34', '36', '38'])).toEqual([
      { size: '34', yards: 787 },
      { size: '36', yards: 886 },
      { size: '38', yards: 984 },
    ]);
  });

  it('reads "Baby 60 yds, Child 100 yds" as a row per size, not a sum', () => {
    expect(yardage('Yarn: Baby 60 yds, Child 100 yds, Adult 130 yds', ['Baby', 'Child', 'Adult'])).toEqual([
      { size: 'Baby', yards: 60 },
      { size: 'Child', yards: 100 },
      { size: 'Adult', yards: 130 },
    ]);
  });
});

describe('grams of each colour, the colours named after a dash or colon', () => {
  it.each([
    ['DK yarn (50 g / 125 m): approx. 40 g of each colour —\n  Rust (A) and Cream (B)', 219],
    ['DK cotton, 50 g = 125 m: 40 g of each shade: Sky, Sand and Sea', 328],
    ['DK yarn (50 g / 125 m), 40 g of each colour - Moss and Fern', 219],
  ])('%s', (yarn, yards) => {
    expect(read(`Fox Toy\n\nMaterials\n${yarn}\n3.5 mm hook`)?.value).toEqual([{ size: null, yards }]);
  });
});

describe("a notion's length is not the yarn's", () => {
  it.each([
    'Materials: 3 oz 4-ply. 1 yd. narrow ribbon. 3 buttons.',
    'You need 1 m of elastic and 4 buttons.',
    'Notions: 2 yards cotton tape for the ties',
  ])('%s', (text) => {
    expect(read(`Baby Coat\n\n${text}`)).toBeUndefined();
  });
  it('still reads a ribbon yarn', () => {
    expect(read('Baby Coat\n\nYarn: 120 m of ribbon yarn')?.value).toEqual([{ size: null, yards: 131 }]);
  });
});
