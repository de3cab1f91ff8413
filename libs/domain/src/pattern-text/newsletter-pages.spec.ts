import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: patterns sent in newsletters, kit inserts and yarn clubs' boxes, with what those print around them.
describe('readPatternText on newsletters, kits and club boxes', () => {
  it("takes nothing from a newsletter's asides: a sneak peek, what the designer is reading, a workshop", () => {
    const text = [
      'PEBBLE COWL (in the round)',
      'by Ros Adeyemi',
      '',
      'YARN',
      '1 skein of Harbour Aran (100 g, 180 m / 197 yds)',
      '',
      'Work in garter ridges; no buttons, beads or tassels.',
      '',
      'Sneak peek: next month is a lace stole in 600 yds of Harbour Lace!',
      "What I'm reading: a book on Shetland lace shawls.",
      '* June workshop: Tunisian crochet for beginners, hooks provided.',
      'Other items in this box: Pebble Mitts (1 skein) and a Harbour Aran tote (3 skeins).',
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.title?.value).toBe('Pebble Cowl');
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 197 }]);
    expect(reading.techniques?.value).toEqual(['in the round']);
  });

  it("reads a kit's total skeins once, restated by colour after a colon, and an old band's 'yd. balls'", () => {
    const kit =
      'YOUR KIT CONTAINS\n4 skeins Fellside DK (DK weight; 230 yds / 210 m per 100 g skein):\n  A - Moss, 2 skeins\n  B - Slate, 1 skein\n  C - Bone, 1 skein';
    expect(readPatternText(`Moss Stitch Throw\n\n${kit}`).yardage?.value).toEqual([
      { size: null, yards: 920 },
    ]);
    expect(
      readPatternText('Star Doily\n\nMATERIALS.—3 balls Lustre Crochet Cotton, No. 30 (150 yd. balls).')
        .yardage?.value,
    ).toEqual([{ size: null, yards: 450 }]);
  });

  it("reads a line per size that names its bust, and two yarns' weights each at its own length", () => {
    const lines = [
      'Marram Tee',
      '',
      'SIZES & YARN',
      'Size 1 - finished bust 86 cm (34") - 640 m / 700 yds',
      'Size 2 - finished bust 96 cm (38") - 720 m / 787 yds',
      'Size 3 - finished bust 106 cm (42") - 800 m / 875 yds',
    ].join('\n');
    expect(readPatternText(lines).yardage?.value).toEqual([
      { size: '1', yards: 700 },
      { size: '2', yards: 787 },
      { size: '3', yards: 875 },
    ]);
    const yarns =
      'Brume Pullover\n\nSIZES\nS - M - L\n\nYARN\nYarn 1: Merino 4ply (50 g = approx. 200 m)\n200 - 250 - 300 g\nYarn 2: Kid Silk (25 g = approx. 200 m)\n50 - 50 - 75 g';
    // Yarn 1 at 4 m a gram, yarn 2 at 8 m a gram.
    expect(readPatternText(yarns).yardage?.value?.map((row) => row.yards)).toEqual(
      [1200, 1400, 1800].map((metres) => Math.round(metres / 0.9144)),
    );
  });
});
