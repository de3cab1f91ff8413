import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

const sizes = (text: string) => readPatternText(text).sizes?.value;

// Issue 23: sizes given one line each by age, a label with an aside, and a date that is no size.
describe('readPatternText, sizes on lines of their own', () => {
  it('reads a line per age, its amount after it, with the age unit written out', () => {
    const text =
      'Pebble Romper\n\nSIZES AND AMOUNTS\n3-6 mos: 220 yds\n6-12 mos: 270 yds\n12-18 mos: 330 yds\n2 yrs: 390 yds\n\nYARN\nDK cotton.';
    const reading = readPatternText(text);
    expect(reading.sizes?.value).toEqual(['3-6 mos', '6-12 mos', '12-18 mos', '2 yrs']);
    expect(reading.yardage?.value).toEqual([
      { size: '3-6 mos', yards: 220 },
      { size: '6-12 mos', yards: 270 },
      { size: '12-18 mos', yards: 330 },
      { size: '2 yrs', yards: 390 },
    ]);
  });

  it('reads the sizes of a label with an aside before its colon', () => {
    expect(
      sizes(
        'Linden Vest\n\nFINISHED SIZE\nChest circumference (after blocking): 36 (40, 44, 48)" / 91.5 (101.5, 112, 122) cm.\n\nYARN\nWorsted, 4 (5, 5, 6) skeins',
      ),
    ).toEqual(['36', '40', '44', '48']);
  });

  it("takes no sizes from a browser's print header", () => {
    expect(
      sizes('03/11/2025, 09:12     Dune Pillow - Sandy Hooks\n\nDune Pillow\nby Ann Lee\n\nA cushion cover.'),
    ).toBeUndefined();
  });

  it('reads a heading naming sizes and another thing, or the item before "Sizes", as the sizes heading', () => {
    const table =
      'SIZE & YARDAGE\nFinished chest    Yards\n34"               610\n38"               680\n42"               750\n';
    expect(sizes(`Harrow Vest\n\n${table}\nYARN\nAny DK.`)).toEqual(['34', '38', '42']);
    expect(
      sizes('Chunky Gourds\n\nGourd Sizes\nSmall (Medium, Large)\n\nYARN\nBulky (#5): 30 (55, 90) yds'),
    ).toEqual(['Small', 'Medium', 'Large']);
  });
});
