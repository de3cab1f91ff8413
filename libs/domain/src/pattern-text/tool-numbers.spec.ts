import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readToolSizes } from './tool-sizes.js';

const tools = (text: string, craft?: 'knitting' | 'crochet') =>
  readToolSizes(readPatternDocument(text), craft).needle_sizes;

describe('tools printed by a bare number or letter', () => {
  it.each([
    [
      'MATERIALS: Crochet cotton, Size 30.\nSteel Crochet Hook No. 10.\n\nGAUGE: 9 dc = 1 inch',
      [{ us: '10', mm: 1.3 }],
    ],
    ['Aluminum crochet hook size H (or size to get gauge).\n\nGauge: 12 sc = 4"', [{ us: 'H-8', mm: 5 }]],
    ['Crochet Hook Size G OR SIZE THAT WILL GIVE CORRECT GAUGE.', [{ us: 'G-6', mm: 4 }]],
    ['You will need: hook No. 3.5;\n\nTension: 24 sts = 10 cm', [{ us: 'E-4', mm: 3.5 }]],
    [
      'Knitting needles no. 3,5 and no. 4.\n\nTension: 22 sts = 10 cm',
      [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
    ],
    [
      'Needles: size 7 and size 9 straight needles\n\nGauge: 18 sts = 4 inches',
      [
        { us: '7', mm: 4.5 },
        { us: '9', mm: 5.5 },
      ],
    ],
  ])('%s', (text, expected) => {
    expect(tools(text)?.value).toEqual(expected);
    expect(tools(text)?.confidence).toBe(0.45);
  });

  it('reads a British "Nos. 10 and 8" in a text that says tension, and gives a steel hook its number', () => {
    expect(tools('One pair each Nos. 10 and 8 knitting needles.\n\nTENSION: 6 sts to 1 inch')?.value).toEqual(
      [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
    );
    expect(tools('Steel Crochet Hook No. 7 (a 1.65 mm hook today).', 'crochet')?.value).toEqual([
      { us: '7', mm: 1.65 },
    ]);
  });

  it('reads no bare number where the text says nothing of gauge, nor a tapestry needle', () => {
    expect(tools('Needles: size 7 and size 9 straight needles')).toBeUndefined();
    expect(tools('Tapestry needle size 18.\n\nGauge: 20 sts = 4 in')).toBeUndefined();
  });
});
