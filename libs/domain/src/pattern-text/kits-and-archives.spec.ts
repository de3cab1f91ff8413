import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: a toy kit's booklet, a heritage group's archive of retyped leaflets, blog posts with their buttons.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe("a kit's booklet", () => {
  const booklet = [
    'MEADOWSWEET KITS',
    'Crochet Kit No. 4 · Bertie the Badger',
    'Designed by Ann Lowe for Meadowsweet Kits',
    '',
    "WHAT'S IN YOUR KIT",
    '☐ 2 x 50g balls Meadow DK, shade Charcoal',
    '☐ 1 x 50g ball Meadow DK, shade Snow',
    '☐ 1 skein stranded embroidery thread, Black (eyes and nose)',
    '☐ 3.5mm crochet hook',
    '',
    'ABOUT THE YARN',
    'Meadow DK: 50g balls, approx. 100m per ball.',
  ];

  it('reads its name from the kit line, its contents as the yarn, and no thread as yarn or colourwork', () => {
    const reading = read(booklet);
    expect(reading.title?.value).toBe('Bertie the Badger');
    // Three balls of 100 m.
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 328 }]);
    expect(reading.techniques).toBeUndefined();
  });
});

describe("a heritage group's archive", () => {
  it("reads the leaflet's quoted name under the archive's banner, its start at the lower edge, not its series", () => {
    const reading = read([
      'Millbrook Heritage Knitters · Pattern Archive',
      'Leaflet retyped by a volunteer. No designer is named on the original.',
      '',
      'Leaflet No. 118',
      'The "Ashcombe" Cardigan',
      '',
      'MATERIALS: 9 (10) ozs. 4-ply.',
      'THE BACK. Begin at the lower edge. Cast on 120 (128) sts.',
      '',
      'Other leaflets from this series in the archive:',
      "No. 121 Child's Fair Isle Beret, 2 ozs.",
    ]);
    expect(reading.title?.value).toBe('Ashcombe Cardigan');
    expect(reading.techniques?.value).toEqual(['bottom-up']);
  });
});

describe('blog posts and translated toys', () => {
  it("drops a price of '(Free!)' and takes the name under a paragraph after 'Jump to Pattern', over the facts", () => {
    const reading = read([
      '2/11/25, 6:20 PM     How to Knit a Cosy Cowl in a Weekend (Free Pattern!) | Purl Cottage',
      '',
      'How to Knit a Cosy Cowl in a Weekend (Free Pattern!)',
      'By Dana Hale · 12 comments',
      '',
      '[Jump to Pattern]   [Print]',
      '',
      'Winter is here and every neck in my house needed something warm this year!',
      'ADVERTISEMENT',
      '',
      'Hollyhock Cowl',
      '',
      'Sizes: Small (Large)',
    ]);
    expect(reading.title?.value).toBe('Hollyhock Cowl');
    expect(reading.sizes?.value).toEqual(['Small', 'Large']);
    expect(read(['Easy Garter Dishcloth Knitting Pattern (Free!)', '', 'MATERIALS']).title?.value).toBe(
      'Easy Garter Dishcloth',
    );
  });

  it('reads "100 gr = 280 meter", work in spiral rounds, and beads for a drawstring as no beading', () => {
    const reading = read([
      'MATERIAL',
      '- Yarn: cotton DK, 100 gr = 200 meter',
      '    Grey 30 gr',
      '    Pink 10 gr',
      '- 2 wooden beads for the drawstring ends',
      '',
      'NOTE',
      '- Work in spiral round, do not join.',
    ]);
    // 40 g at 2 m a gram: 80 m.
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 87 }]);
    expect(reading.techniques?.value).toEqual(['in the round']);
  });

  it('reads a date with a two-digit year before a time as no sizes, and a bolster as a thing made', () => {
    expect(read(['3/9/25, 8:14 PM     Cosy Knits', '', 'Bracken Blanket']).sizes).toBeUndefined();
    expect(
      read(['HOME KNITS          74', 'THE SITTING ROOM', '', 'Fern Bolster', '', 'YARN']).title?.value,
    ).toBe('Fern Bolster');
  });
});

describe("a magazine's section, a translation's name twice, a thread leaflet", () => {
  it('takes the cover under a section kicker, and the first of a name said again in the other order', () => {
    expect(
      read(['KNIT MONTHLY · ISSUE 12', 'WARM AT HOME', 'Bramble Tea Cosy', 'DESIGNER Ann Hale']).title?.value,
    ).toBe('Bramble Tea Cosy');
    expect(
      read(['FILATURE DU LAC · Modèle 7', 'Mirabelle Cardigan', 'Cardigan Mirabelle', '', 'Design: Léa Roux'])
        .title?.value,
    ).toBe('Mirabelle Cardigan');
  });

  it('reads ages with the English unit in brackets, "US 10.5/K", labels listed under "each of", and no beads to sew', () => {
    const reading = read([
      'SIZES: 2 / 4 / 6 ans (years)',
      'Yarn: Cotton DK, 1 x 50g ball each of',
      '  Colour A – Sage',
      '  Colour B – Rose',
      '  (approx. 100m per ball)',
      'Size US 10.5/K (6.5 mm) crochet hook',
      'Trimmings: buttons, beads, ribbons',
    ]);
    expect(reading.sizes?.value).toEqual(['2 years', '4 years', '6 years']);
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 219 }]);
    expect(reading.needle_sizes?.value).toEqual([{ us: 'K-10.5', mm: 6.5 }]);
    expect(reading.techniques).toBeUndefined();
  });

  it('reads a gauge in tiles tall or chain spaces, a pineapple pattern as lace, and "from bottom to up"', () => {
    expect(read(['GAUGE', '6 tiles wide and 6 tiles tall = 4" in corner to corner']).gauge?.value).toEqual({
      stitches: 6,
      rows: 6,
      inches: 4,
    });
    expect(read(['GAUGE: 4 sps = 1 inch.']).gauge?.value?.stitches).toBe(4);
    expect(read(['Work the centre in the pineapple pattern from the chart.']).techniques?.value).toEqual([
      'lace',
    ]);
    expect(read(['The top is made from bottom to up in two panels.']).techniques?.value).toEqual([
      'bottom-up',
    ]);
  });
});
