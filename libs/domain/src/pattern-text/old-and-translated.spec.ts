import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: leaflets retyped from the 1950s, patterns translated with both languages kept, and a yarn shop's handout.
describe('readPatternText on old leaflets and translations', () => {
  it("reads an old leaflet's headings with a full stop and a dash, its pins, and a note's yardage", () => {
    const text = [
      "CHILD'S BED JACKET",
      '',
      'MATERIALS.—4 (5) ozs. Cosyknit 4-ply. A pair each of No. 12 and No. 10 Knitting Pins.',
      '[Note: No. 12 and No. 10 pins are 2.75 mm and 3.25 mm. One ounce of this 4-ply ran to about 170 yards,',
      'so allow 680 (850) yds of a modern fingering yarn.]',
      '',
      'MEASUREMENTS.—To fit chest 22 (24) ins. Length, 12 (13) ins.',
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.sizes?.value).toEqual(['22', '24']);
    expect(reading.needle_sizes?.value).toEqual([
      { us: '2', mm: 2.75 },
      { us: '3', mm: 3.25 },
    ]);
    expect(reading.yardage?.value).toEqual([
      { size: '22', yards: 680 },
      { size: '24', yards: 850 },
    ]);
  });

  it('reads an age unit and a label printed in two languages, English second', () => {
    const sizes = (text: string) => readPatternText(text).sizes?.value;
    expect(
      sizes('Pikku Villasukat / Little Wool Socks\n\nKoot / Sizes: 1-2 (3-4, 5-6) vuotta / years'),
    ).toEqual(['1-2 years', '3-4 years', '5-6 years']);
    expect(
      sizes('Wandersocken / Hiking Socks\n\nSchuhgröße / Shoe size (EU): 36/37 – 38/39 – 40/41'),
    ).toEqual(['36/37', '38/39', '40/41']);
  });

  it('takes no designer from a subtitle naming a part of the thing made', () => {
    expect(
      readPatternText("BABY'S SHAWL\nwith Picot Edging\n\nMATERIALS\n3 ozs. 2-ply.").designer,
    ).toBeUndefined();
  });

  it("leaves out the next term's class and a pattern that pairs with it", () => {
    const text = [
      'Learn to Knit: Ribbed Hat',
      '',
      'YOU WILL NEED',
      '1 ball of Nook Chunky (100 g, 120 m)',
      '6 mm (US 10) circular needle',
      '',
      'Our Fell Mitts (one ball of Nook Chunky) and the Scree Scarf (300 m of DK) pair nicely with it.',
      '',
      "NEXT TERM: Socks 101. You'll need 100 g of 4ply (approx. 400 m) and 2.5 mm needles.",
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 131 }]);
    expect(reading.needle_sizes?.value).toEqual([{ us: '10', mm: 6 }]);
    const upNext = readPatternText(
      'Hook: 5 mm\nRnd 1: 6 sc in ring.\n\nCOMING UP\nTunisian Basics (bring a 6 mm Tunisian hook and dpns)',
    );
    expect(upNext.needle_sizes?.value).toEqual([{ us: 'H-8', mm: 5 }]);
    expect(upNext.techniques?.value).toEqual(['in the round']);
  });

  it('reads ages printed in two languages with the English unit second, and a toy shop after its designer', () => {
    const reading = readPatternText(
      'BONNET TRÈFLE / CLOVER BABY BONNET\nPattern by Maëlle Roux (Petit Pois Toys)\n\nTailles / Sizes : 3 mois (6 mois, 12 mois) / 3 (6, 12) months',
    );
    expect(reading.sizes?.value).toEqual(['3 months', '6 months', '12 months']);
    expect(reading.designer?.value).toBe('Maëlle Roux');
  });
});
