import { describe, expect, it } from '@jest/globals';
import {
  addPerSize,
  centimetresToGaugeInches,
  metresToYards,
  parseNumber,
  parseNumberList,
} from './numbers.js';

describe('numbers', () => {
  it('parses thousands, decimals and mixed fractions', () => {
    expect([parseNumber('1,200'), parseNumber('4.00'), parseNumber('3 1/4'), parseNumber('1/2')]).toEqual([
      1200, 4, 3.25, 0.5,
    ]);
  });

  it('parses a number per size in brackets or slashes', () => {
    expect(parseNumberList('800 (950, 1,100, 1250)')).toEqual([800, 950, 1100, 1250]);
    expect(parseNumberList('800 / 900 / 1000')).toEqual([800, 900, 1000]);
    expect(parseNumberList('950,1100')).toEqual([950, 1100]);
  });

  it('converts metres to whole yards and 10 cm to 4 in', () => {
    expect(metresToYards(730)).toBe(798);
    expect(centimetresToGaugeInches(10)).toBe(4);
    expect(centimetresToGaugeInches(5)).toBe(2);
  });

  it('adds per-size lists, a single amount to every size', () => {
    expect(addPerSize([100, 200], [10])).toEqual([110, 210]);
    expect(addPerSize([1, 2], [1, 2, 3])).toBeNull();
  });

  it('parses sizes separated by colons or dashes, and a range of two as its top', () => {
    expect(parseNumberList('6 (6: 7: 8)')).toEqual([6, 6, 7, 8]);
    expect(parseNumberList('250-300-300-350-400')).toEqual([250, 300, 300, 350, 400]);
    expect(parseNumberList('1,100-1,300')).toEqual([1300]);
  });
});
