import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readPatternText } from './read-pattern-text.js';
import { sizeStatements } from './size-statements.js';

// Issue 23: a pattern as a PDF library hands its text over (the PDF Processor's import): a size table's rows one
// cell a space apart, a materials box read label then value, running headers, and the credits around the cover.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe('a size table flattened into rows', () => {
  it('reads the sizes from the first row, its label taken for a heading, and the skeins from a row of counts', () => {
    const reading = read([
      'TIDELINE PULLOVER',
      'Design: Nora Vale',
      'SIZES',
      'Size 1 2 3 4 5',
      'To fit bust (cm) 81-86 91-97 102-107 112-117 122-127',
      'Finished bust (cm) 96 106 116 126 136',
      'YARN',
      'Aran weight wool, 100 g / 160 m',
      'Skeins 5 6 6 7 8',
      'TENSION',
      '18 sts and 24 rows to 10 cm over stocking stitch.',
      'Next round: K48 (53, 58, 63, 68), pm for side, knit to end.',
    ]);
    expect(reading.sizes?.value).toEqual(['1', '2', '3', '4', '5']);
    expect(reading.yardage?.value).toEqual([
      { size: '1', yards: Math.round((5 * 160) / 0.9144) },
      { size: '2', yards: Math.round((6 * 160) / 0.9144) },
      { size: '3', yards: Math.round((6 * 160) / 0.9144) },
      { size: '4', yards: Math.round((7 * 160) / 0.9144) },
      { size: '5', yards: Math.round((8 * 160) / 0.9144) },
    ]);
  });

  it('reads ages from a row whose unit is in its label or after its last cell', () => {
    const inLabel = read([
      'Pip Romper',
      'SIZE',
      'To fit age (months) 3-6 6-9 9-12',
      'Chest (cm) 44 48 52',
      'MATERIALS',
      '4 ply cotton, 50 g balls, approx. 170 m',
      'Balls 2 2 3',
    ]);
    expect(inLabel.sizes?.value).toEqual(['3-6 months', '6-9 months', '9-12 months']);
    expect(inLabel.yardage?.value).toHaveLength(3);
    const after = read([
      'Puffin Jacket',
      'MEASUREMENTS',
      'Age 1-2 3-4 5-6 years',
      'Actual chest 60 66 72 cm',
      'MATERIALS',
      '3 4 5 x 100g balls of chunky wool (approx. 100 m per ball)',
    ]);
    expect(after.sizes?.value).toEqual(['1-2 years', '3-4 years', '5-6 years']);
  });

  it('never reads a step of the instructions as a statement of the sizes', () => {
    const statements = sizeStatements(
      readPatternDocument(
        [
          'Ripple Tank',
          'MATERIALS',
          '3 skeins of sport weight cotton',
          'BACK',
          'Cast on 88 (96, 104) sts.',
          'Bind off 4 (5, 6) sts at beg of next 2 rows.',
          'Next row: K40 (44, 48), turn.',
        ].join('\n'),
      ),
    );
    expect(statements.flatMap((statement) => statement.sizes)).not.toContainEqual(
      expect.stringMatching(/^(?:bind|cast|k\d)/i),
    );
  });

  it("adds a colour's row of counts that has no colon, the unit said under the table", () => {
    const reading = read([
      'Harbour Yoke',
      'SIZES',
      'S (M, L)',
      'YARN',
      'DK weight wool, 100 g / 230 m',
      'MC (Slate) 4 5 6',
      'CC (Chalk) 1 1 2',
      'Number of 100 g skeins per size.',
    ]);
    expect(reading.yardage?.value).toEqual([
      { size: 'S', yards: Math.round((5 * 230) / 0.9144) },
      { size: 'M', yards: Math.round((6 * 230) / 0.9144) },
      { size: 'L', yards: Math.round((8 * 230) / 0.9144) },
    ]);
  });
});

describe('what a cosy fits and what colours are listed before "each"', () => {
  it('gives a tea cosy made to fit a pot by its cups no sizes', () => {
    const reading = read([
      'Brambly Tea Cosy',
      'MEASUREMENTS',
      'To fit a 6-cup (1.5 litre) teapot',
      'YARN',
      '2 x 50g balls of DK',
    ]);
    expect(reading.sizes).toBeUndefined();
  });

  it('counts the colours named with their shades in brackets before "1 skein each"', () => {
    const reading = read([
      'Meadow Squares Cardigan',
      'SIZES',
      'S (M, L)',
      'YARN',
      'Worsted weight wool, 100 g / 200 yds per skein',
      'MC (Ink): 3 (4, 4) skeins',
      'CC1 (Poppy), CC2 (Moss): 1 skein each for all sizes',
    ]);
    expect(reading.yardage?.value).toEqual([
      { size: 'S', yards: 1000 },
      { size: 'M', yards: 1200 },
      { size: 'L', yards: 1200 },
    ]);
  });
});

describe('credits around the cover', () => {
  it('takes no photographer for the designer, "by" or "©"', () => {
    expect(
      read(['Kestrel Mitts', 'pictures by Owen Hale', 'Kestrel Mitts | pattern by Isla Marr | page 1'])
        .designer?.value,
    ).toBe('Isla Marr');
    expect(read(['Hollin Cowl', 'Rosa Lind', 'Photographs © Tom Lind']).designer?.value).not.toBe('Tom Lind');
    // Who wrote the pattern and took its pictures is its designer.
    expect(read(['Larch Hat', 'pattern & photos by Kit Moran']).designer?.value).toBe('Kit Moran');
  });

  it("names a designer whose name carries Vietnamese tones, the studio's name aside", () => {
    expect(read(['SEN SLIPPERS', 'Designer: Trần Thị Hương (Lotus Loops)']).designer?.value).toBe(
      'Trần Thị Hương',
    );
  });

  it("takes the shop's name from its web address, not as the first line of the title", () => {
    const reading = read([
      'etsy.com/shop/HedgerowHooks · Instant download · £5.00',
      'Order #5521-98 · Thank you for your purchase!',
      '',
      'HEDGEROW HOOKS',
      '',
      'WILLOW CARDIGAN',
      'A drapey cardigan in UK crochet terms',
      '',
      'Crochet pattern by Ffion Rees',
    ]);
    expect(reading.title?.value).toBe('Willow Cardigan');
  });

  it("takes a blog's pattern name set over its facts, not the headline that says it is free", () => {
    const reading = read([
      'Simple Ribbed Toddler Mittens (Free Knitting Pattern for 3 Sizes) - Nutmeg Knits',
      'Posted by Jo Penn · 12 comments',
      'My little one lost another pair, so here is a new pattern!',
      '',
      'PIPPIN MITTENS',
      'Sizes: 1-2 years (3-4 years, 5-6 years)',
    ]);
    expect(reading.title?.value).toBe('Pippin Mittens');
  });

  it("passes a newsletter's section kicker for the leaflet's quoted name, its retyper no designer", () => {
    const reading = read([
      'OAKFORD WOMEN’S INSTITUTE · Bulletin 12',
      'FROM THE CUPBOARD',
      'Our secretary Joan Pike writes: here is the leaflet from the jumble sale, typed out as printed.',
      '* * *',
      'The "Primrose" Helmet',
      'MATERIALS: 2 ozs. 3-ply wool. A pair of No. 10 needles.',
    ]);
    expect(reading.title?.value).toBe('Primrose Helmet');
    expect(reading.designer).toBeUndefined();
  });
});

describe('tools and techniques', () => {
  it('reads a steel hook\'s US number after a comma: "Steel crochet hook, size 8 (1.5 mm)"', () => {
    expect(read(['Steel crochet hook, size 8 (1.5 mm)']).needle_sizes?.value).toEqual([{ us: '8', mm: 1.5 }]);
  });

  it('tags an eyelet panel as lace, not a little eyelet border', () => {
    expect(read(['The front has an eyelet panel worked from a chart.']).techniques?.value).toContain('lace');
    expect(read(['A garter square with a little eyelet border.']).techniques).toBeUndefined();
  });
});
