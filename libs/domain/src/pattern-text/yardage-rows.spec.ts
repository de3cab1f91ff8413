import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';
import { numberRuns, perSizeRows, rowsAtLength } from './yardage-rows.js';

describe('rows of amounts, one number per size', () => {
  it('finds the runs of numbers parted only by separators', () => {
    expect(numberRuns('8 / 9 / 10 gomitoli da 50 g')).toEqual([[8, 9, 10], [50]]);
    expect(numberRuns('Heather (845) x 6 7 8 9 balls')).toEqual([[845], [6, 7, 8, 9]]);
    expect(numberRuns('250 (300 – 350) g Moss green col. 0417')).toEqual([[250, 300, 350], [417]]);
  });

  it('keeps a row of counts or of grams with one number per size, never a line of lengths', () => {
    const lines = [
      '3 (4, 5) novelos / skeins',
      'Yarn (g) | 100 / 150 / 150 / 200 |',
      '3 (4, 5) skeins of 200 m',
      'Chest 86 (91, 97) cm',
    ];
    expect(perSizeRows(lines, 3)).toEqual({ counts: [[3, 4, 5]], grams: [] });
    expect(perSizeRows(lines, 4)).toEqual({ counts: [], grams: [[100, 150, 150, 200]] });
    expect(perSizeRows(lines, 1)).toEqual({ counts: [], grams: [] });
  });

  it("multiplies the counts or weighs the grams at the skein's length printed elsewhere", () => {
    const lines = ['Balls  7  12', 'Yarn (g): 500 / 800'];
    const text = 'Cottage Aran, 100 g / 180 m.';
    const read = rowsAtLength(lines, text, 2);
    expect(read.counts?.map(Math.round)).toEqual([1378, 2362]);
    expect(read.grams?.map(Math.round)).toEqual([984, 1575]);
    expect(rowsAtLength(lines, 'No length anywhere.', 2)).toEqual({
      counts: null,
      firstCount: null,
      grams: null,
    });
  });

  it('reads a translated leaflet whose counts come before the English word', () => {
    const text = [
      'Ponto Top',
      'Sizes: S (M, L)',
      'YARN',
      'Mercerised cotton, sport weight, in 100 g skeins (approx. 250 m)',
      '3 (4, 5) novelos / skeins',
    ].join('\n');
    const reading = readPatternText(text);
    expect(reading.sizes?.value).toEqual(['S', 'M', 'L']);
    expect(reading.yardage?.value.map((row) => Math.round(row.yards))).toEqual([820, 1094, 1367]);
  });
});

describe('a fitted item that lists no sizes', () => {
  it('is read as one size, to be checked; a scarf is not', () => {
    const hat = readPatternText('Harbour Beret\n\nYARN\n1 skein of DK, 220 yds\n\nGAUGE\n22 sts = 4 in');
    expect(hat.sizes).toEqual({ value: ['One size'], confidence: 0.4, source: 'Harbour Beret' });
    const scarf = readPatternText('Harbour Scarf\n\nYARN\n1 skein of DK, 220 yds');
    expect(scarf.sizes).toBeUndefined();
  });
});

describe("a skein's weight named before it", () => {
  it('weighs grams per size at "50 g balls of 135 m"', () => {
    const read = rowsAtLength(['Yarn (g): 100 / 150'], 'It comes in 50 g balls of 135 m.', 2);
    expect(read.grams?.map(Math.round)).toEqual([295, 443]);
  });
});

describe('a colour table under a header of size names', () => {
  const text = [
    'Sunrise Blanket',
    'The blanket comes in three sizes: Baby (Lap, Bed).',
    '',
    'Yarn: Merrow Cotton DK (100 g = approx. 210 m), in four colours:',
    'Colour          Baby   Lap   Bed',
    'A Apricot         1     2     4',
    'B Coral           1     2     3',
    'C Mustard         1     2     3',
    'D Cream           2     3     5',
    'Total balls       5     9    15',
  ].join('\n');

  it("reads each colour's row, counts two equal rows twice, and takes a total row as the total", () => {
    const read = rowsAtLength(
      [
        'A Apricot: 1 / 2 / 4',
        'B Coral: 1 / 2 / 3',
        'C Mustard: 1 / 2 / 3',
        'D Cream: 2 / 3 / 5',
        'Total balls: 5 / 9 / 15',
      ],
      'Merrow Cotton DK (100 g = approx. 210 m)',
      3,
    );
    expect(read.counts?.map(Math.round)).toEqual([1148, 2067, 3445]);
  });

  it('is read from the printed table', () => {
    const reading = readPatternText(text);
    expect(reading.sizes?.value).toEqual(['Baby', 'Lap', 'Bed']);
    expect(reading.yardage?.value.map((row) => Math.round(row.yards))).toEqual([1148, 2067, 3445]);
  });
});
