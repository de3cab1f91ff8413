import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: the forty-third's and forty-fourth's misses, in other words: a receipt and credits over a rule, a
// blog headline that says its extras, a name split on the cover whatever line looks likeliest, what testers and
// samples used, and things made that the reader did not know.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe('titles', () => {
  it("keeps a pattern's own title over a rule with only its receipt and credits above it", () => {
    const reading = read([
      'Payhip · Receipt #PH-1100 · Larchwood Hat (PDF) · £4.00 · Thank you for your order!',
      'Larchwood Hat',
      'a textured beanie in DK',
      'pattern & design: Mair Evans',
      '----------------------------------------',
      'SIZES',
      'S (M, L)',
    ]);
    expect(reading.title?.value).toBe('Larchwood Hat');
  });

  it("passes a class handout's list heading", () => {
    const reading = read([
      'THE YARN LOFT',
      'Class Handout · CROCHET 101 (Course C-100)',
      'Tuesdays 7-9 pm · Back Room',
      'Instructor: Dee Hart',
      'This week we make a little octopus and learn the magic ring and working in a spiral.',
      'Olly the Octopus',
      'Pattern & instruction: Dee Hart',
      'WHAT TO BRING',
      '1 skein of worsted cotton',
    ]);
    expect(reading.title?.value).toBe('Olly the Octopus');
  });

  it('takes the thing the headline names, past its extras, to find the name set below', () => {
    const reading = read([
      'Quick Knit Cowl Pattern (Free!) + Video Tutorial - Purl Street',
      'Posted by Amy Lo · 40 comments',
      'This is my favourite quick gift and it takes one evening.',
      'HARBOUR LIGHTS COWL',
      'Yarn: 1 skein of chunky wool',
    ]);
    expect(reading.title?.value).toBe('Harbour Lights Cowl');
  });

  it('joins a name the header prints whole, even under a subtitle the model may prefer, accents aside', () => {
    const reading = read([
      'ÅSEN',
      'Slipover',
      'A child’s colourwork slipover in Shetland jumper weight',
      'Design: Anna Berg',
      'Åsen Slipover · Anna Berg Knitwear · Page 2 of 6',
      'SIZES',
      'Age 2-3 4-5 6-7 years',
    ]);
    expect(reading.title?.value).toBe('Åsen Slipover');
  });

  it('knows a slipover is a thing made, under a magazine section kicker', () => {
    const reading = read([
      '52 KNIT MONTHLY ISSUE 200 MAY 2026',
      'WEEKEND KNIT',
      'Meadow Slipover',
      'A cropped layering piece in a textured rib, says its designer',
      'DESIGNED BY JO LANE',
      'MEASUREMENTS',
      'To fit bust: 81-86 (91-97) cm',
    ]);
    expect(reading.title?.value).toBe('Meadow Slipover');
  });
});

describe('amounts and tools', () => {
  it('leaves out the samples\' grams and a sample\'s "approx." length', () => {
    const mittens = read([
      'SIZES',
      'S (M, L)',
      'YARN',
      '4 ply / fingering weight wool, 100 g / 400 m',
      'Main colour (MC): Natural',
      '40 (50, 60) g',
      'Contrast colour (CC): Red',
      '20 g for all sizes',
      'The samples used 31 g of MC and 17 g of CC (size M).',
    ]);
    expect(mittens.yardage?.value.map((row) => row.yards)).toEqual(
      [60, 70, 80].map((grams) => Math.round((grams * 4) / 0.9144)),
    );
    const shawl = read([
      'YARN',
      '2 skeins of sock yarn (100 g / 400 yds / 366 m).',
      'The sample used 1 full skein and 130 g in total (approx. 520 yds).',
    ]);
    expect(shawl.yardage?.value).toEqual([{ size: null, yards: 800 }]);
  });

  it("takes no hook or needle from a reviewer's quote or a tester's piece", () => {
    const reading = read([
      'HOOK',
      '3.5 mm (US E-4) crochet hook',
      'GAUGE',
      '20 sc and 22 rows = 4" in single crochet.',
      'NOTES',
      'Weave in all ends and block lightly.',
      '"I made the large with a 4 mm hook and used 90 g." – Jo',
      'Thanks to my testers! Pia made hers with 2 skeins',
      'and a 5 mm hook, her hat came out bigger.',
    ]);
    expect(reading.needle_sizes?.value).toEqual([{ us: 'E-4', mm: 3.5 }]);
  });

  it('takes no cables from "no cable needle is needed"', () => {
    expect(
      read(['The lattice is made with slipped stitches, so no cable needle is needed.']).techniques,
    ).toBeUndefined();
  });
});
