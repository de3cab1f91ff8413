import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readYarnWeight } from './yarn-weight.js';

const weight = (text: string) => readYarnWeight(readPatternDocument(text)).yarn_weight?.value;

describe('readYarnWeight', () => {
  it.each([
    ['Yarn: bulky weight', 'Chunky'],
    ['Yarn: super bulky (6)', 'Super Chunky'],
    ['Yarn: jumbo yarn', 'Super Chunky'],
    ['Yarn: light worsted', 'DK'],
    ['Yarn: 4-ply wool', 'Fingering'],
    ['Yarn: sock yarn', 'Fingering'],
    ['Yarn: 8 ply', 'DK'],
    ['Yarn: 10-ply', 'Aran'],
    ['Yarn: lace weight mohair', 'Lace'],
    ['Yarn: Linen Quest Sport', 'Sport'],
    ['Yarn: Worsted weight', 'Worsted'],
    ['Yarn: Aran', 'Aran'],
    ['Yarn: any acrylic (4)', 'Worsted'],
    ['Yarn: #5 yarn', 'Chunky'],
  ])('%s → %s', (text, expected) => {
    expect(weight(text)).toBe(expected);
  });

  it('reads the yarn section before an "Aran-style" description', () => {
    expect(weight('An Aran-style pullover\n\nYarn: Cascade-type worsted, 7 skeins')).toBe('Worsted');
  });

  it('falls back to the whole text, and says nothing when no weight is named', () => {
    expect(weight('Use any chunky yarn, about 150 yards.')).toBe('Chunky');
    expect(weight('Yarn: 3 skeins of your favourite wool')).toBeUndefined();
  });

  it('reads UK "double knitting" in the yarn section as DK', () => {
    expect(weight('Yarn: 4 x 50 g balls of any double knitting')).toBe('DK');
  });

  it('does not take a shade named "Aran", counted with its letter, for the weight', () => {
    expect(
      weight('MATERIALS\nSuper Saver Claret 3 (4) skeins (A)\nSuper Saver Aran 1 (2) skeins (B)'),
    ).toBeUndefined();
    expect(weight('Yarn: Aran 5 (6) skeins')).toBe('Aran');
    // Nor the second size's count for a weight category.
    expect(weight('Yarn: Super Saver 3 (4) skeins')).toBeUndefined();
    expect(weight('Yarn: Super Saver (4) 3 skeins')).toBe('Worsted');
  });

  it('reads "D.K." as DK', () => {
    expect(weight("LADY'S JUMPER\nin Patons Diploma Gold D.K.")).toBe('DK');
  });

  it('takes a "Yarn weight:" line over a shade named like a weight', () => {
    expect(weight('Yarn: 1 skein each 0313 Aran A, 0672 Hot Red B\nYarn weight: (4) Medium')).toBe('Worsted');
    expect(weight('Yarn weight: (3) Light\nYarn: 2 balls each 0101 Aran and 0207 Sage')).toBe('DK');
  });
});

describe('a number in brackets that is a shade, not a weight category', () => {
  it('reads no weight from a shade number before its amount', () => {
    expect(weight('Yarn: Hillside Wool\n  beige (3) 440 g / 11 balls')).toBeUndefined();
    expect(weight('Yarn: Brookfield Merino, Slate (5): 150 g')).toBeUndefined();
    expect(weight('Yarn: Linen blend in Sand (2) 3.5 oz')).toBeUndefined();
  });

  it('still reads a category printed in brackets', () => {
    expect(weight('Yarn: Brookfield Merino (3), 4 balls')).toBe('DK');
    expect(weight('Yarn: any (5) yarn, 400 g')).toBe('Chunky');
  });
});

describe('a weight by its Craft Yarn Council name, a thread by its size, a ply count after a named weight', () => {
  it.each([
    ['KITCHEN COTTON\n100% cotton · 50 g · approx. 77 m / 84 yds · medium (4)', 'Worsted'],
    ['Yarn: SOFT BABY, Medium Weight Yarn (4): 5 oz (141 g), 256 yds per skein', 'Worsted'],
    ['Catégorie 4 – Moyenne / Weight 4 – Medium', 'Worsted'],
    ['2 balls Cordonnet Special cotton thread No. 10 (50 g, approx. 260 m each)', 'Lace'],
    ['MATERIALS: DAISY MERCERIZED CROCHET COTTON, Size 30: 1 ball', 'Lace'],
    ['Yarn: 2-ply wool, approx. 330 m per 100 g - this is a fingering weight yarn.', 'Fingering'],
    ['Yarn: 4 ply sock yarn (fingering)', 'Fingering'],
  ])('%s', (text, expected) => {
    expect(weight(text)).toBe(expected);
  });
});

describe("a shade's number before a dash", () => {
  it('is no weight category', () => {
    expect(weight('[Yarn]  Kinari Merino (100% wool, 40 g/ball)\nOatmeal (2) — M: 8 balls')).toBeUndefined();
    expect(weight('Yarn: Super Saver (4) 3 skeins')).toBe('Worsted');
  });
});

describe("a ply count in a yarn's name", () => {
  it('gives way to the weight the text names in words', () => {
    const text = [
      'IN YOUR SHARE: 3 skeins of Willowbrook 2-Ply (worsted weight; 4 oz / 190 yds per skein)',
      '',
      'Yarn: 1 skein Willowbrook 2-Ply for all sizes',
    ].join('\n');
    expect(weight(text)).toBe('Worsted');
    expect(weight('Yarn: 1 skein Shetland 2-ply jumper weight')).toBe('Fingering');
  });
});

describe('a ply count of twine or cord', () => {
  it('names no yarn weight', () => {
    expect(weight('YOU NEED: 2 spools Hartwell 3-ply natural jute twine, 300 ft each')).toBeUndefined();
    expect(weight('Yarn: 3-ply wool')).toBe('Fingering');
    expect(weight('Yarn: Shetland jumper weight wool, 25 g balls')).toBe('Fingering');
  });
});
