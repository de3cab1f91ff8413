import { describe, expect, it } from '@jest/globals';
import { readFit } from './ease.js';
import { DESIGNER_PROJECT_TYPES } from '../options.js';
import { resolveSizes } from './resolve-size.js';
import { sizeOptions } from './size-options.js';

const read = (type: Parameters<typeof resolveSizes>[0], text: string) => {
  const sizes = resolveSizes(type, text, undefined);
  return {
    family: sizes.family.name,
    sizes: sizes.rows.map((r) => r.label),
    chosen: sizes.chosen === null ? null : sizes.rows[sizes.chosen].label,
    reading: sizes.reading,
  };
};

describe('resolveSizes', () => {
  it("grades a sweater across the CYC women's sizes and marks the one asked for", () => {
    expect(read('sweater', 'M')).toEqual({
      family: "Women's",
      sizes: ['XS', 'S', 'M', 'L', '1X', '2X', '3X', '4X', '5X'],
      chosen: 'M',
      reading: 'Size "M" read as Women\'s M, graded with Women\'s XS to 5X.',
    });
    expect(read('sweater', 'extra large').chosen).toBe('1X');
  });

  it("reads men's, children's and babies' sizes by their words", () => {
    expect(read('sweater', "men's L")).toMatchObject({ family: "Men's", chosen: 'L' });
    expect(read('sweater', 'child 6')).toMatchObject({ family: "Children's", chosen: '6' });
    expect(read('sweater', '12 months')).toMatchObject({ family: 'Baby', chosen: '12 months' });
  });

  it('says so when it does not know the size, and grades the default range', () => {
    expect(read('sweater', 'giant')).toMatchObject({
      family: "Women's",
      chosen: null,
      reading: 'Size "giant" was not recognised: graded across Women\'s XS to 5X.',
    });
  });

  it('sizes accessories by head, foot and hand, and blankets by bed', () => {
    expect(read('hat', 'toddler')).toMatchObject({ family: "Baby and children's", chosen: 'Toddler' });
    expect(read('hat', '')).toMatchObject({ sizes: ['Teen', 'Adult woman', 'Adult man'], chosen: null });
    expect(read('socks', "men's M")).toMatchObject({ family: "Men's", chosen: "Men's M" });
    expect(read('gloves', 'kids 6')).toMatchObject({ family: "Children's", chosen: 'Child 4-6' });
    expect(read('blanket', 'queen')).toMatchObject({ family: 'Bed', chosen: 'Queen' });
  });

  it('makes one size to a measurement written in the Size field or given apart, in inches or centimetres', () => {
    expect(read('sweater', '38 in chest').sizes).toEqual(['Custom (38 in)']);
    expect(resolveSizes('sweater', '', { value: 96.5, unit: 'cm' }).rows[0].label).toBe('Custom (38 in)');
    // A 24 in chest belongs to the children's chart, whatever range the text names.
    expect(resolveSizes('sweater', "women's", { value: 24, unit: 'in' }).family.name).toBe("Children's");
  });
});

describe('readFit', () => {
  it.each([
    ['', 'standard'],
    ['fitted', 'close'],
    ['classic crew', 'standard'],
    ['cosy and loose', 'relaxed'],
    ['boxy', 'oversized'],
  ])('reads "%s" as a %s fit', (style, fit) => {
    expect(readFit(style)).toEqual({ fit, understood: true });
  });

  it('keeps a standard fit for a style it cannot read, and says it did not understand it', () => {
    expect(readFit('avant-garde')).toEqual({ fit: 'standard', understood: false });
  });
});

describe('sizeOptions', () => {
  it.each(DESIGNER_PROJECT_TYPES)('offers texts that choose their own %s size', (type) => {
    for (const option of sizeOptions(type)) {
      const resolved = resolveSizes(type, option.text, undefined);
      expect([
        resolved.family.name,
        resolved.chosen === null ? null : resolved.rows[resolved.chosen].label,
      ]).toEqual([option.family, option.label]);
    }
  });
});
