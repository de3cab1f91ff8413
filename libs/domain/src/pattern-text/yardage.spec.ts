import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readYardage } from './yardage.js';

const yardage = (text: string, sizes?: string[]) =>
  readYardage(readPatternDocument(text), sizes).yardage?.value;

describe('readYardage', () => {
  it('gives a row per size for a list, and one row with no size for a single amount', () => {
    expect(yardage('Yardage: 800 (950, 1100, 1250) yds', ['S', 'M', 'L', 'XL'])).toEqual([
      { size: 'S', yards: 800 },
      { size: 'M', yards: 950 },
      { size: 'L', yards: 1100 },
      { size: 'XL', yards: 1250 },
    ]);
    expect(yardage('Yarn: approx. 730 m of DK', ['S', 'M'])).toEqual([{ size: null, yards: 798 }]);
  });

  it('counts an amount printed in yards and metres once', () => {
    expect(yardage('Yarn: 900 (1000) yds / 823 (914) m', ['S', 'M'])).toEqual([
      { size: 'S', yards: 900 },
      { size: 'M', yards: 1000 },
    ]);
  });

  it('counts the amounts per size printed again in the other unit on a line of their own once', () => {
    const sizes = ['XS', 'S', 'M'];
    expect(
      yardage('YARN: Sport weight.\nMetres: 1050 (1140, 1230) m\nYards: 1148 (1247, 1345) yds', sizes),
    ).toEqual([
      { size: 'XS', yards: 1148 },
      { size: 'S', yards: 1247 },
      { size: 'M', yards: 1345 },
    ]);
    // Two colours of the same yards are two colours.
    expect(yardage('YARN:\nMC: 300 (400, 500) yds\nCC: 300 (400, 500) yds', sizes)?.[2]).toEqual({
      size: 'M',
      yards: 1000,
    });
  });

  it("reads grams per colour at the ball's length when the ball's weight sits between 'each' and 'ball'", () => {
    expect(
      yardage('What you need\nDK cotton - each 50 g ball = 120 m\nGrey: 50 g · White: 20 g · Black: 15 g'),
    ).toEqual([{ size: null, yards: 223 }]);
  });

  it('does not take the length of one skein for the total', () => {
    expect(
      yardage('Yarn: 1 skein. Each skein contains 220 yds / 200 m. You will use approx. 160 yds.'),
    ).toEqual([{ size: null, yards: 160 }]);
    expect(yardage('Yarn: Cascade 220 (220 yds / 100 g per skein), 1,250 yds')).toEqual([
      { size: null, yards: 1250 },
    ]);
  });

  it('multiplies skeins by the length of one skein', () => {
    expect(yardage('Yarn: 4 (5) skeins of 180 yds each', ['1', '2'])).toEqual([
      { size: '1', yards: 720 },
      { size: '2', yards: 900 },
    ]);
    expect(yardage('Yarn: 5 (6) x 50g balls (approx. 113m per ball)', ['1', '2'])).toEqual([
      { size: '1', yards: 618 },
      { size: '2', yards: 741 },
    ]);
    expect(yardage('Yarn: 1 ball each of MC and CC (each ball 105 m / 25 g)')).toEqual([
      { size: null, yards: 230 },
    ]);
  });

  it('adds colours, unless one amount is the total of the others', () => {
    expect(yardage('Yarn:\nMC: 850 (950) yds\nCC1: 120 yds\nCC2: 80 yds', ['S', 'M'])).toEqual([
      { size: 'S', yards: 1050 },
      { size: 'M', yards: 1150 },
    ]);
    expect(yardage('Yarn: 1100 yds in total: 700 yds white, 400 yds red')).toEqual([
      { size: null, yards: 1100 },
    ]);
    expect(yardage('Yarn: DK in 4 colours, 240 yds each')).toEqual([{ size: null, yards: 960 }]);
  });

  it('reads a table of one line per size', () => {
    expect(yardage('YARDAGE\nS: 750 yds\nM: 840 yds', ['S', 'M'])).toEqual([
      { size: 'S', yards: 750 },
      { size: 'M', yards: 840 },
    ]);
    expect(yardage('YARN\n36": 410 m\n40 in: 455 m', ['36', '40'])).toEqual([
      { size: '36', yards: 448 },
      { size: '40', yards: 498 },
    ]);
  });

  it('does not read m1 (make one) or centimetres as metres', () => {
    expect(yardage('Next rnd: *k8, m1; rep from *. Work until hat measures 10 cm (11 cm).')).toBeUndefined();
  });

  it('reads sizes in brackets, names counted "each in", and a weight needed at the skein\'s length per gram', () => {
    expect(yardage('YARN: 90 [120] yards', ['Child', 'Adult'])).toEqual([
      { size: 'Child', yards: 90 },
      { size: 'Adult', yards: 120 },
    ]);
    expect(yardage('Yarn: Special DK (100g/295m): 1 ball each in Cream, Sage and Mustard')).toEqual([
      { size: null, yards: 968 },
    ]);
    expect(yardage('Yarn: Approx. 300 (350) g of Aran (1 ball = 100 g / 200 m)', ['S', 'M'])).toEqual([
      { size: 'S', yards: 656 },
      { size: 'M', yards: 766 },
    ]);
    expect(yardage('Yarn: 6 x 50 g balls (each approx. 120 m)')).toEqual([{ size: null, yards: 787 }]);
  });

  it('counts hanks by the yards of one hank printed after its metres, and never splits a number', () => {
    expect(yardage('Yarn: merino (worsted; 142 m / 155 yds per 50 g hank), 7 (8) hanks', ['S', 'M'])).toEqual(
      [
        { size: 'S', yards: 1085 },
        { size: 'M', yards: 1240 },
      ],
    );
    expect(yardage('Yarn: 4 (5) balls (40g each, approx. 120m)', ['1', '2'])).toEqual([
      { size: '1', yards: 525 },
      { size: '2', yards: 656 },
    ]);
  });

  it('does not add a total to its own share per colour', () => {
    expect(yardage('About 600 yards of DK in three colours (roughly 200 yards each).')).toEqual([
      { size: null, yards: 600 },
    ]);
  });

  it('reads a ball\'s length after "approx." and a skein\'s weight in ounces', () => {
    expect(yardage('Yarn: Merino (50 g balls, approx. 90 m): 9 (10) balls', ['S', 'M'])).toEqual([
      { size: 'S', yards: 886 },
      { size: 'M', yards: 984 },
    ]);
    expect(yardage('Yarn: Wool (190 yds / 4 oz per skein), 1 (2) skeins', ['S', 'M'])).toEqual([
      { size: 'S', yards: 190 },
      { size: 'M', yards: 380 },
    ]);
  });

  it('reads a range in two units as one amount, its top', () => {
    expect(yardage('Yarn: 1,100-1,300 yds / 1,006-1,189 m of fingering')).toEqual([
      { size: null, yards: 1300 },
    ]);
  });

  it('counts each shade named, before the colon or after "each in"', () => {
    expect(
      yardage('Yarn: DK (50 g / 100 m per ball)\nShade 1: 4 balls\nShades 2, 3, 4 and 5: 1 ball each'),
    ).toEqual([{ size: null, yards: 875 }]);
    expect(yardage('Yarn: Worsted (3 oz / 85 g, 197 yds)\n1 ball each in MC (Cream) and CC (Red)')).toEqual([
      { size: null, yards: 394 },
    ]);
  });

  it('reads grams per size at the length per weight given elsewhere', () => {
    expect(yardage('Yarn: Aran, 300-350-400 g\nThis yarn has 160 m per 100 g.', ['S', 'M', 'L'])).toEqual([
      { size: 'S', yards: 525 },
      { size: 'M', yards: 612 },
      { size: 'L', yards: 700 },
    ]);
  });

  it("is unsure of a yardage that is one skein's length", () => {
    const read = (text: string) => readYardage(readPatternDocument(text), undefined).yardage;
    expect(read('Yarn: Rios (210 yds / 100 g)')?.value).toEqual([{ size: null, yards: 210 }]);
    expect(read('Yarn: Rios (210 yds / 100 g)')?.confidence).toBeLessThanOrEqual(0.4);
    expect(read('Yarn: Karisma (50 g, 98 m)')?.confidence).toBeLessThanOrEqual(0.4);
    expect(read('Yarn: 2 skeins Rios (210 yds / 100 g)')?.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('adds up weights by colour, and yarn by weight to skeins counted', () => {
    expect(yardage('Yarn: Brown 40 g, Cream 10 g (1 ball = 50 g, approx. 140 m)')).toEqual([
      { size: null, yards: 153 },
    ]);
    expect(
      yardage('Yarn: Sock (100 g / 425 m)\nMain colour: 1 skein\nContrast colours 1, 2 and 3: 20 g each'),
    ).toEqual([{ size: null, yards: 744 }]);
  });

  it('counts balls by their weight alone ("9 (10) x 50gm")', () => {
    expect(yardage('YARN\nTweed DK 9 (10) x 50gm\nEach ball is approx. 120 yds.', ['S', 'M'])).toEqual([
      { size: 'S', yards: 1080 },
      { size: 'M', yards: 1200 },
    ]);
  });

  it('counts the shades listed straight after "each"', () => {
    expect(yardage('Yarn: 1 skein each 0313 Aran A, 0672 Hot Red B (7 oz/198 g; 364 yd/333 m)')).toEqual([
      { size: null, yards: 728 },
    ]);
  });

  it('reads a skein weight before "ca." or "about" its length as the skein\'s, not as yarn needed', () => {
    expect(yardage('Yarn: Nordlin (50 g = ca. 105 m)\n350 (400) g', ['S', 'M'])).toEqual([
      { size: 'S', yards: 804 },
      { size: 'M', yards: 919 },
    ]);
  });
});

describe('colours named after "each in", and a sentence about them after', () => {
  it('counts only the names, not the sentence that follows them', () => {
    const ball = '(50 g / 200 yds per ball)';
    expect(yardage(`Yarn: Sock ${ball}\n1 ball each in MC and CC\nCC is used for the heel and toe.`)).toEqual(
      [{ size: null, yards: 400 }],
    );
    expect(yardage(`Yarn: Sock ${ball}, 1 ball each in Grey and Red, used for the stripes`)).toEqual([
      { size: null, yards: 400 },
    ]);
    expect(
      yardage(`Yarn: Sock ${ball}: 1 ball each in Navy, Cream and Gold, which are worked in stripes`),
    ).toEqual([{ size: null, yards: 600 }]);
  });

  it('is not doubled by two sizes', () => {
    expect(
      yardage(`Yarn: Sock ${'(50 g / 190 yds)'}\n1 ball each in MC and CC\nCC is for the cuff.`, ['M', 'L']),
    ).toEqual([{ size: null, yards: 380 }]);
  });
});
