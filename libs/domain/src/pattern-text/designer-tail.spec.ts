import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

const designerOf = (text: string) => readPatternText(text).designer;

describe('a designer credited at the end, with no byline at the top', () => {
  it("reads a book's author as its pattern's designer", () => {
    const text = [
      'Lattice Wrap',
      'A long wrap in a diamond lattice.',
      'Yarn: 6 skeins of DK wool',
      'Needles: 4 mm',
      '',
      'Reprinted from "Winter Lace Companion" by Hester Oyelaran-Birch (Foxglove Books, 2023).',
    ].join('\n');
    expect(designerOf(text)).toMatchObject({ value: 'Hester Oyelaran-Birch', confidence: 0.7 });
  });

  it('reads the name that opens the paragraph about the designer', () => {
    const text = [
      'Fenwick Cowl',
      'Yarn: 1 skein of aran wool',
      'Needles: 5 mm circular',
      '',
      'About the Designer',
      'Tobias van Heerden learned to knit from his grandmother and now designs from a narrowboat.',
    ].join('\n');
    expect(designerOf(text)).toMatchObject({ value: 'Tobias van Heerden', confidence: 0.7 });
  });

  it("does not take a yarn house's name or a place as the designer", () => {
    const text = [
      'Harbour Hat',
      'Yarn: 1 ball of Morrow Mills DK',
      '',
      'About the designer',
      'Morrow Mills Yarn Company is a family mill in the Borders.',
    ].join('\n');
    expect(designerOf(text)?.value).not.toBe('Morrow Mills Yarn Company');
  });

  it("reads the copyright's name when the top sets it as a brand in lower case", () => {
    const text = [
      'tova brennan-hale · knitwear',
      '',
      'ASHGROVE MITTS',
      'Yarn: 1 skein of fingering',
      ...Array.from({ length: 14 }, (_, row) => `Rnd ${row + 1}: knit.`),
      '',
      '© 2026 Tova Brennan-Hale. For personal use only.',
    ].join('\n');
    expect(designerOf(text)?.value).toBe('Tova Brennan-Hale');
  });

  it("reads the book's copyright holder as the designer of its pattern", () => {
    const text = [
      'CHAPTER 2 · LACE',
      'Saltings Shawl',
      'Yarn: 2 skeins of fingering',
      ...Array.from({ length: 14 }, (_, row) => `Row ${row + 1}: knit.`),
      '© 2024 Maren Osgood. From Tidelines (Harrow & Vale Press). All rights reserved.',
    ].join('\n');
    expect(designerOf(text)?.value).toBe('Maren Osgood');
  });
});
