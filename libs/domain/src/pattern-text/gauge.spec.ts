import { describe, expect, it } from '@jest/globals';
import { readGauge } from './gauge.js';
import { readPatternDocument } from './pattern-document.js';

const gauge = (text: string) => readGauge(readPatternDocument(text)).gauge?.value;

describe('readGauge', () => {
  it.each([
    ['Gauge: 20 sts and 28 rows = 4 in / 10 cm in stockinette', { stitches: 20, rows: 28, inches: 4 }],
    ['Tension: 22 sts x 30 rows to 10cm over st st', { stitches: 22, rows: 30, inches: 4 }],
    ['Gauge: 18 sts = 4" in garter', { stitches: 18, rows: null, inches: 4 }],
    ['Gauge: 14 hdc and 10 rows = 4 in', { stitches: 14, rows: 10, inches: 4 }],
    ['Gauge: 16 dc x 9 rows = 10 x 10 cm', { stitches: 16, rows: 9, inches: 4 }],
    ['Gauge: 18 stitches and 24 rows per 4"', { stitches: 18, rows: 24, inches: 4 }],
    ['Gauge: 5 sts per inch', { stitches: 5, rows: null, inches: 1 }],
    ['Gauge: 22 sts and 44 rows (22 garter ridges) = 4"', { stitches: 22, rows: 44, inches: 4 }],
  ])('%s', (text, expected) => {
    expect(gauge(text)).toEqual(expected);
  });

  it('finds no gauge where there is none, nor in a measurement that is not one', () => {
    expect(gauge('Gauge: not important. Cast on 72 sts. Work until hat measures 10 cm.')).toBeUndefined();
    expect(gauge('Gauge: one granny square measures 6 in across.')).toBeUndefined();
  });

  it('prefers the gauge section to a stitch count elsewhere', () => {
    expect(gauge('Note: 24 sts = 4 in in colorwork.\n\nGauge: 20 sts and 26 rows = 4 in')).toEqual({
      stitches: 20,
      rows: 26,
      inches: 4,
    });
  });

  it('reads "to measure 10 x 10 cm"', () => {
    expect(gauge('Gauge: 14 sts and 20 rows to measure 10 x 10 cm')).toEqual({
      stitches: 14,
      rows: 20,
      inches: 4,
    });
  });

  it('reads a stitch pattern named before the equals sign', () => {
    expect(gauge('Gauge: 12 sts x 14 rows in sc = 4 inches')).toEqual({ stitches: 12, rows: 14, inches: 4 });
  });

  it.each([
    ['Gauge: 8 sts and 11 rnds per inch', { stitches: 8, rows: 11, inches: 1 }],
    ['Gauge: 3 pattern repeats (12 sts) and 9 rows = 4"', { stitches: 12, rows: 9, inches: 4 }],
    [
      'Tension: 24 stitches in width and 32 rows vertically = 10 x 10 cm',
      { stitches: 24, rows: 32, inches: 4 },
    ],
    [
      'Tension: 21 stitches and 28 rows with stockinette stitch = 10 x 10 cm',
      { stitches: 21, rows: 28, inches: 4 },
    ],
    ['Gauge: 7½ sts = 1 inch', { stitches: 7.5, rows: null, inches: 1 }],
  ])('reads %s', (text, expected) => {
    expect(gauge(text)).toEqual(expected);
  });

  it('reads rows given in a clause of their own after the stitches', () => {
    expect(gauge('GAUGE: 12 sts = 4" (10 cm); 7 rows = 4" (10 cm) in pattern.')).toEqual({
      stitches: 12,
      rows: 7,
      inches: 4,
    });
  });

  it('reads stitches and rows joined by a plus sign ("18 sts + 24 rows = 4")', () => {
    expect(gauge('GAUGE: 18 sts + 24 rows = 4" (10 cm) in Stockinette st.')).toEqual({
      stitches: 18,
      rows: 24,
      inches: 4,
    });
  });

  it('reads a slash as "per" ("22 sts & 28 rnds / 4"", "24 sts x 32 rnds / 10 cm")', () => {
    expect(gauge('Gauge: 22 sts & 28 rnds / 4" in stockinette')).toEqual({
      stitches: 22,
      rows: 28,
      inches: 4,
    });
    expect(gauge('Gauge: 24 sts x 32 rnds / 10 cm')).toEqual({ stitches: 24, rows: 32, inches: 4 });
  });

  it('reads a gauge that names its stitch pattern and needle before "="', () => {
    const document = readPatternDocument('Gauge: 22 stitches in stockinette stitch on 4 mm needle = 10 cm');
    expect(readGauge(document).gauge?.value).toEqual({ stitches: 22, rows: null, inches: 4 });
  });
});

describe('readGauge, old leaflets', () => {
  it('reads "8 sts. and 10 rows to one inch"', () => {
    expect(gauge('TENSION: 8 sts. and 10 rows to one inch, over stocking-stitch.')).toEqual({
      stitches: 8,
      rows: 10,
      inches: 1,
    });
  });
});

describe('readGauge, the measure first', () => {
  it.each([
    ['Tension: 10 cm = 22 sts and 30 rows in stocking stitch', { stitches: 22, rows: 30, inches: 4 }],
    ['Gauge: 10 cm square = 22 sts x 30 rows', { stitches: 22, rows: 30, inches: 4 }],
    ['Gauge: 4" = 18 sts', { stitches: 18, rows: null, inches: 4 }],
  ])('%s', (text, expected) => {
    expect(gauge(text)).toEqual(expected);
  });
});

describe('readGauge, a square with a multiplication sign', () => {
  it.each([
    ['Gauge: 20 sts and 40 ridges in garter st = 10 × 10 cm', { stitches: 20, rows: 40, inches: 4 }],
    ['Tension: 18 stitches × 36 rows in brioche = 10 × 10 cm', { stitches: 18, rows: 36, inches: 4 }],
  ])('%s', (text, expected) => {
    expect(gauge(text)).toEqual(expected);
  });
});
