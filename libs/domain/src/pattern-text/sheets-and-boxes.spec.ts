import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: the thirty-ninth's and fortieth's misses, in other words: appeals and handouts with words of their own
// above the pattern, a materials box read label then value, a colour given by its length, credits in lower case.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe('a pattern under a rule, below an appeal or a newsletter', () => {
  it("takes the pattern's name and designer from under the rule, not the appeal's heading", () => {
    const reading = read([
      'RIVERSIDE CARE HOME',
      'Friends of Riverside – Spring Appeal',
      'Charity No. 1100234',
      'HATS FOR OUR RESIDENTS',
      'You made 140 hats last year – thank you! Our residents love a bright colour.',
      'What we need',
      '• Soft, washable yarn only',
      '• Any colour but white',
      'Drop-off: the front desk, weekdays 9 to 5.',
      'Also wanted: lap blankets, about 8 balls of DK each.',
      'Thank you all so much.',
      'Questions? Ring Sue on 01234 567890.',
      '* * * * *',
      'PRIMROSE BEANIE',
      'Pattern by volunteer Agnes Hollis',
      'Sizes: Small (Medium, Large)',
      'Yarn: 1 (1, 2) balls of DK',
    ]);
    expect(reading.title?.value).toBe('Primrose Beanie');
    expect(reading.designer?.value).toBe('Agnes Hollis');
  });
});

describe("a materials box and a size table as a PDF's text gives them", () => {
  it('reads a row of counts under its label, and keeps a row of one-digit counts apart', () => {
    const reading = read([
      'Birch Pullover',
      'SIZES',
      'Size 1 2 3 4 5',
      'Finished chest (cm) 96 106 116 126 136',
      'MATERIALS',
      'Yarn',
      'Oakmoss Aran (100% wool; 100 g / 170 m)',
      'Quantity (100 g skeins)',
      '5 6 6 7 8',
    ]);
    expect(reading.yardage?.value.map((amount) => amount.yards)).toEqual(
      [5, 6, 6, 7, 8].map((count) => Math.round((count * 170) / 0.9144)),
    );
  });

  it('reads paired sizes in a table row, the heading having taken the first', () => {
    expect(
      read(['SIZES', 'Size S-M L-XL 2XL-3XL', 'To fit bust (cm) 81-97 102-117 122-137']).sizes?.value,
    ).toEqual(['S-M', 'L-XL', '2XL-3XL']);
  });

  it('takes the size names, not the to-fit measures read as a section of their own', () => {
    expect(
      read(['SIZES', 'UK 10 (12, 14, 16)', 'To fit bust: 84 (89, 94, 99) cm', 'YARN', '4 (5, 5, 6) balls'])
        .sizes?.value,
    ).toEqual(['10', '12', '14', '16']);
  });

  it('gives a bauble cover made to fit one bauble no sizes', () => {
    expect(read(['Frost Baubles', 'MEASUREMENTS', 'To fit an 8 cm (3¼ in) bauble']).sizes).toBeUndefined();
  });
});

describe('amounts, weights and tools', () => {
  it("adds a colour's own length to the other colours' balls, but not to a total", () => {
    const besides = read([
      'Bumble the Bee',
      'MATERIALS',
      'Worsted weight cotton. I used Daisy Cotton (50 g; 90 yds / 82 m):',
      'Color A – Lemon (body): 1 ball',
      'Color B – White (wings): 1 ball',
      'Color C – Black (stripes): about 20 yds',
    ]);
    expect(besides.yardage?.value).toEqual([{ size: null, yards: 200 }]);
    const parts = read([
      'Ripple Wrap',
      'YARN',
      'Fingering weight, 600 yds in total:',
      'Colour A: about 400 yds',
      'Colour B: about 200 yds',
    ]);
    expect(parts.yardage?.value).toEqual([{ size: null, yards: 600 }]);
  });

  it('reads the weight named in words after a ply count, not a yarn of another pattern; a lace border is no yarn', () => {
    const reading = read([
      'YOU WILL NEED',
      'Yarn: Glenside Merino 4 ply (100 g / 400 m), fingering / 4 ply',
      'Colour B (lace edging): 1 skein',
      'Customers also bought',
      'Tay Mitts – 1 skein Merino DK',
    ]);
    expect(reading.yarn_weight?.value).toBe('Fingering');
  });

  it('reads a US size printed with a decimal comma as one size', () => {
    expect(read(['Circular needle 3 mm (US 2,5) for the ribbing']).needle_sizes?.value).toEqual([
      { us: '2.5', mm: 3 },
    ]);
  });

  it('takes no beading from a request not to add beads; "from the welt up" is bottom-up', () => {
    expect(read(['Please do not add beads, bells or buttons.']).techniques).toBeUndefined();
    expect(read(['The body is knitted in the round from the welt up.']).techniques?.value).toContain(
      'bottom-up',
    );
  });
});

describe('names', () => {
  it("reads a lower-case studio's credit as the designer's name", () => {
    expect(
      read(['TARN SHAWL', 'design & words: megan rhys · photos: tom rhys', 'YARN', '2 skeins of fingering'])
        .designer?.value,
    ).toBe('Megan Rhys');
  });

  it("joins a leaflet's quoted name to the thing it names on the next line", () => {
    expect(
      read([
        'PENNINE WOOLS · LEAFLET No. 310',
        '"Windermere"',
        'LONG-SLEEVED CARDIGAN',
        'MATERIALS: 9 (10) ozs. 4-ply.',
      ]).title?.value,
    ).toBe('Windermere Long-Sleeved Cardigan');
  });
});
