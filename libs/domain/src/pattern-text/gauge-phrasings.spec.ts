import { describe, expect, it } from '@jest/globals';
import { readGauge } from './gauge.js';
import { readPatternDocument } from './pattern-document.js';

const gauge = (text: string) => readGauge(readPatternDocument(text)).gauge?.value;

describe('gauges as leaflets, translations and crochet patterns print them', () => {
  it.each([
    ['Tension: 20 sts x 26 rows stockinette stitch on 4.5 mm needles = 10 x 10 cm.', 20, 26, 4],
    ['Gauge: 22 sts and 12 rows of dc = 10 cm / 4 in, using 3.5 mm hook', 22, 12, 4],
    ['Gauge: 16 sts and 8 rows of the wave pattern = 10 cm.', 16, 8, 4],
    ['TENSION\nA 10 cm square in stocking stitch with needles no. 4 = 22 sts and 30 rows.', 22, 30, 4],
    ['Tension: 7½ sts and 10 rounds to the inch over stocking stitch.', 7.5, 10, 1],
    ['GAUGE: 9 s c = 1 inch; 10 rows = 1 inch.', 9, 10, 1],
    ['GAUGE: 9 d c make 1 inch; 4 rnds make 1 inch.', 9, 4, 1],
    ['Gauge: 3 fans and 8 rows = 4 inches (10 cm) in fan pattern; one fan = 5 dc', 15, 8, 4],
    ['Gauge: 5 fans × 12 rows = 10 × 10 cm in fan stitch (1 fan = 5 dc)', 25, 12, 4],
  ])('%s', (text, stitches, rows, inches) => {
    expect(gauge(text)).toEqual({ stitches, rows, inches });
  });

  it('reads no gauge from repeats whose stitches the text never gives', () => {
    expect(gauge('Gauge: 2 fan repeats and 8 rows = 4 in in lace pattern, blocked')).toBeUndefined();
    expect(gauge('Gauge: 3 fans = 4 in; one shell = 5 dc')).toBeUndefined();
  });

  it("counts filet meshes and corner-to-corner tiles as the gauge's stitches, as a knitter records them", () => {
    expect(gauge('NOTIONS\n4 stitch markers\n\nGAUGE\n12 meshes and 14 rows = 10 cm in filet.')).toEqual({
      stitches: 12,
      rows: 14,
      inches: 4,
    });
    expect(gauge('Gauge: 5 tiles x 5 rows of tiles = 4 in.')).toEqual({ stitches: 5, rows: 5, inches: 4 });
    expect(gauge('Tension: 6 mesh spaces = 2 in.')).toEqual({ stitches: 6, rows: null, inches: 2 });
  });

  it("reads the rows from the English after a slash when the first language's words for rows are not read", () => {
    expect(gauge('Gustoća / Gauge\n16 dc i 9 redova = 10 cm / 16 dc and 9 rows = 10 cm')).toEqual({
      stitches: 16,
      rows: 9,
      inches: 4,
    });
  });
});
