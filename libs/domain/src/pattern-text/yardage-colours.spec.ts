import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readYardage } from './yardage.js';

const yardage = (text: string, sizes?: string[]) =>
  readYardage(readPatternDocument(text), sizes).yardage?.value;

describe('the yarn of each colour, named or counted, added to the main colour', () => {
  it('counts "1 ball each" once per contrast named in the label or listed after it', () => {
    const sizes = ['8', '10'];
    const amounts = [
      'MATERIALS',
      'Cotton Blend 8 ply, 50 g balls (approx. 120 m)',
      'Main (Sand): 8 [9] balls',
      'Contrasts (Gumnut Red, Wattle, Eucalypt): 1 ball each, all sizes',
    ].join('\n');
    // 11 and 12 balls of 120 m.
    expect(yardage(amounts, sizes)?.map((row) => row.yards)).toEqual([1444, 1575]);
    const skeins = [
      'Yarn: Shetland wool (25 g; 115 yds / 105 m per skein)',
      'MC: 5 (6) skeins, Oatmeal',
      'CC1-CC4: 1 skein each, Peat, Moorit, Sea Pink, Lichen',
    ].join('\n');
    expect(yardage(skeins, ['S', 'M'])?.map((row) => row.yards)).toEqual([1035, 1150]);
  });

  it("adds a colour's weight equal to a ball's when it comes after the list per size", () => {
    const text = [
      'YARN  Lettlopi (50 g = approx. 100 m)',
      'MC   0059 black           400 – 400 – 450 – 500 – 550 g',
      'CC1  0085 oatmeal         100 g, all sizes',
      'CC2  1409 garnet red       50 g, all sizes',
    ].join('\n');
    // 550 to 700 g at 100 m per 50 g.
    expect(yardage(text, ['XS', 'S', 'M', 'L', 'XL'])?.map((row) => row.yards)).toEqual([
      1203, 1203, 1312, 1422, 1531,
    ]);
    // Before the list, the ball's own weight restates the ball.
    expect(
      yardage('Sock yarn, 100 g, 400 m per 100 g; 70 (80) g', ['S', 'M'])?.map((row) => row.yards),
    ).toEqual([306, 350]);
  });
});

describe('counts at their own lengths, and what other patterns take', () => {
  it('adds a mini skein at its own length to the main skein at its own', () => {
    const text = [
      'You will need:',
      'Main: Merino Sock, fingering weight, 1 skein (100 g, 425 m / 465 yds), "Pond Ice"',
      'Contrast: Merino Sock Mini, 1 mini skein (20 g, 85 m / 93 yds), "Heron"',
    ].join('\n');
    expect(yardage(text)).toEqual([{ size: null, yards: 558 }]);
  });

  it('reads balls counted with a times sign', () => {
    const text = 'Pennine Chunky: 12/13/14/15 × 50g balls\nEach 50g ball is approx. 60 metres.';
    expect(yardage(text, ['86', '91', '97', '102'])?.map((row) => row.yards)).toEqual([787, 853, 919, 984]);
  });

  it('leaves out what another pattern takes, said inside a line', () => {
    const text = [
      'Yarn: 1 skein Lund Sock (100 g approx. 425 m), all sizes',
      'Stuck on the chart? Read our blog post - and see also our',
      'Fjord Shawl, which takes 2 skeins of Lund Sock.',
      '',
      'YARN NOTE: each ball is 60 m. Machine washable. Also in this range: Leaflet 4472 (15 balls).',
    ].join('\n');
    expect(readPatternDocument(text).text).not.toMatch(/Fjord|4472/);
    expect(yardage(text)).toEqual([{ size: null, yards: 465 }]);
  });
});

describe('what a colour list says of each, and a ball described beside its count', () => {
  it('ends the colours named at the amount said of each, and at the next count', () => {
    expect(
      yardage(
        'Worsted weight yarn (4): 1 skein each of Cherry Red (MC) and White (CC), about 7 oz / 364 yds',
      ),
    ).toEqual([{ size: null, yards: 728 }]);
    const text =
      'Value Worsted (7 oz [198 g], 350 yds [320 m] skeins): 2 skeins each 0311 Wheat A, 0632 Sage B, 0905 Barn Red C, and 1 skein 0100 Cream D';
    expect(yardage(text)).toEqual([{ size: null, yards: 2450 }]);
  });

  it("does not count a ball's weight described with its length in parentheses, nor the knitter's notes", () => {
    const text = [
      'YARN: Nordlys DK, 50 g (115 m) - MC 1 / 2 / 2 balls, CC 1 / 1 / 1 ball',
      '-----',
      'MY NOTES (private): bought 3 balls MC for the pair, 2 left over.',
    ].join('\n');
    expect(yardage(text, ['Child', 'Woman', 'Man'])?.map((row) => row.yards)).toEqual([252, 377, 377]);
  });
});

describe('skeins counted in two languages', () => {
  it("reads '3 (3, 4) écheveaux / skeins' as skeins", () => {
    const text = 'FIL / YARN\nLaine Fingering (100 g = 400 m)\n3 (3, 4) écheveaux / skeins';
    expect(yardage(text, ['T1', 'T2', 'T3'])?.map((row) => row.yards)).toEqual([1312, 1312, 1750]);
  });
});

describe('cord and twine sold in rolls and spools', () => {
  it('counts rolls and spools, and reads a length in feet', () => {
    expect(yardage('MATERIALS: 2 rolls (250 g, approx. 100 m each) of cotton cord')).toEqual([
      { size: null, yards: 219 },
    ]);
    expect(yardage('YOU NEED: 2 spools natural jute twine, 300 ft each')).toEqual([
      { size: null, yards: 200 },
    ]);
  });
});

describe('one count for each colour listed a line under "each of:"', () => {
  it("reads the skein's length from a long description and counts the colours listed under it", () => {
    const text = [
      'YOU WILL NEED',
      'Fellside Aran (Aran weight; 75% wool, 25% alpaca; 100 g; 180 yds / 165 m)',
      '2 skeins each of the following:',
      '  Colour A – Heather (#21)',
      '  Colour B – Moss (#08)',
      '5 mm (US 8) needles',
    ].join('\n');
    // Two colours, two skeins each, of 180 yards.
    expect(yardage(text)).toEqual([{ size: null, yards: 720 }]);
  });
});

describe("each colour's skeins under its own label", () => {
  it('adds them when the first colour takes as many as the rest together', () => {
    const text = [
      'MATERIALS',
      '- Tarn Worsted (100% wool; 100 g; 200 yds/183 m)',
      '    Color A - Moss: 2 skeins',
      '    Color B - Fog: 1 skein',
      '    Color C - Rust: 1 skein',
    ].join('\n');
    expect(yardage(text)).toEqual([{ size: null, yards: 800 }]);
  });

  it("leaves out the balls a sample used, said after a semicolon ('it used 6.4 skeins')", () => {
    const text = 'YARN\nFell Aran (100 g / 200 yds)\n6 (7, 8) skeins\nShown in Peat; it used 6.4 skeins.';
    expect(yardage(text, ['S', 'M', 'L'])?.map((row) => row.yards)).toEqual([1200, 1400, 1600]);
  });
});

describe('shade letters listed under "1 ball each of:"', () => {
  it('counts one ball for each letter, in order from A', () => {
    const text = [
      'YARN',
      'Shetland jumper weight, 25 g balls, approx. 100 m per ball',
      '1 ball each of:',
      '  A Moorit (brown)',
      '  B Natural White',
      '  C Gold',
      'Needles: 3 mm',
    ].join('\n');
    // Three balls of 100 m.
    expect(yardage(text)).toEqual([{ size: null, yards: 328 }]);
  });
});

describe("each colour's grams at a ball's length said elsewhere", () => {
  it("adds each colour's grams at a ball's length said with its weight, and leaves out the stuffing's", () => {
    const grams = [
      'Materials',
      '- Bamboo cotton (DK), 50 g ball = approx. 100 m',
      '  Grey 40 g, White 15 g, pink a few metres for the cheeks',
      '- 3 mm hook',
      '- Fibre fill approx. 25 g',
    ].join('\n');
    // 55 g at 2 m a gram: 110 m.
    expect(yardage(grams)).toEqual([{ size: null, yards: 120 }]);
    const stuffed = [
      'YOU WILL NEED',
      'Aran weight yarn:',
      '   30g in Moss (A)',
      '   20g in Oat (B)',
      'I used Fellside Aran (100% wool, 100g / 160m).',
      'Polyester stuffing (approx. 20g), tapestry needle',
    ].join('\n');
    // 50 g at 1.6 m a gram: 80 m.
    expect(yardage(stuffed)).toEqual([{ size: null, yards: 87 }]);
  });
});
