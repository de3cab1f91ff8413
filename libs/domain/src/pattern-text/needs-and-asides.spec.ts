import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: amounts a pattern asks for beside those it does not (a tester's, the filling's, the thrums'), colours
// each at their own yarn's length, a total said after its parts; a gauge in loops, a cable's length, sizes named
// beside their measures.
const read = (lines: string[]) => readPatternText(lines.join('\n'));
const yards = (lines: string[]) => read(lines).yardage?.value.map((row) => row.yards);

describe('what is bought, beside what is not', () => {
  it("leaves out a tester's grams, a filling with two words before it, and roving for thrums", () => {
    expect(
      yards([
        'Sizes: S (M, L)',
        'Yarn: DK wool, 100 g - 200 m',
        'Yarn consumption: 300 (350, 400) g',
        'Our tester Olena knitted size M with about 380 g, so buy one ball extra.',
      ]),
    ).toEqual([656, 766, 875]);
    expect(
      yards([
        'YOU WILL NEED',
        'Aran yarn (50g balls, approx. 80m): 2 x 50g balls',
        'Approx. 300g polyester fibre filling',
      ]),
    ).toEqual([175]);
    expect(
      yards([
        'Sizes: Small (Large)',
        'MATERIALS',
        'Worsted wool (100 g / 220 yds): 1 (2) skeins',
        'Carded fleece roving for the thrums: 1 (2) oz / 28 (56) g',
      ]),
    ).toEqual([220, 440]);
  });

  it("reads each colour's grams at the length of the yarn described beside it", () => {
    expect(
      yards([
        'MATERIALS',
        'Sport cotton (50 g / 150 m):',
        '  Blue (body): 40 g',
        '  White (belly): 10 g',
        'Mane: 10 g of Fluffy Loop (a chunky boucle, 100 g / 100 m) in Gold',
      ]),
    ).toEqual([175]);
  });

  it('counts the skeins of a colour list once when its total is said after it', () => {
    const colours = ['Rose', 'Mint', 'Sky', 'Lilac'].map(
      (colour, index) => `${colour} ..... ${index + 1} skeins`,
    );
    expect(
      yards([
        'YARN',
        'Comfy Worsted (100 g; 200 yds per skein)',
        ...colours,
        "That's 10 skeins altogether, plus one for the border.",
      ]),
    ).toEqual([2000]);
  });
});

describe('a gauge in loops, a cable by its length, sizes named beside their measures', () => {
  it('reads stitches called loops, as translations call them', () => {
    expect(read(['Density: 18 loops x 24 rows = 10 x 10 cm']).gauge?.value).toEqual({
      stitches: 18,
      rows: 24,
      inches: 4,
    });
  });

  it("takes a circular needle's cable given by its length for no cables", () => {
    expect(read(['Needles: circular 4 mm (cable 60 cm)', 'Knit in the round.']).techniques?.value).toEqual([
      'in the round',
    ]);
  });

  it('names the sizes as the measurements section names them', () => {
    expect(
      read(['MEASUREMENTS: To fit chest 32 (36, 40) ins. Small (Medium, Large). Length 20 ins.']).sizes
        ?.value,
    ).toEqual(['Small', 'Medium', 'Large']);
  });
});

describe("a sample's second colour and the share of the skeins used", () => {
  it('leaves out both weights a sample used, and "you will use about" the skeins counted', () => {
    expect(
      yards([
        'Yarn: Fingering (437 yds / 400 m per 100 g)',
        'Colour A: 1 skein in Moss',
        'Colour B: 1 skein in Heather',
        'The sample used approx. 80 g of Colour A and 65 g of Colour B.',
      ]),
    ).toEqual([874]);
    expect(yards(['Yarn: 3 skeins of lace wool (25 g / 300 m); you will use about 60 g.'])).toEqual([984]);
  });
});
