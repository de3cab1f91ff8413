import { describe, expect, it } from '@jest/globals';
import { graded, length, ordinal } from './format.js';

describe('graded numbers', () => {
  it('prints a value per size as published patterns do', () => {
    expect(graded([88, 96, 104, 112, 120])).toBe('88 (96, 104, 112, 120)');
    expect(graded([1250, 1400])).toBe('1,250 (1,400)');
  });

  it('prints one number when every size agrees', () => {
    expect(graded([6, 6, 6])).toBe('6');
  });

  it('gives lengths in inches to the quarter and centimetres to the half', () => {
    expect(length([40, 44.13])).toBe('40 (44.25) in / 101.5 (112) cm');
  });

  it('counts rows in words: every 2nd, 3rd, 11th row', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });
});
