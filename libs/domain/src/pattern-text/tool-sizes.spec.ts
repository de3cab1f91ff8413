import { describe, expect, it } from '@jest/globals';
import type { CraftType } from '@yarn-mgmt/contracts';
import { readPatternDocument } from './pattern-document.js';
import { readToolSizes } from './tool-sizes.js';

const tools = (text: string, craft: CraftType = 'knitting') =>
  readToolSizes(readPatternDocument(text), craft).needle_sizes?.value;

describe('readToolSizes', () => {
  it.each([
    ['Needles: US 7 (4.5 mm) 24-inch circular', [{ us: '7', mm: 4.5 }]],
    ['Needles: 4.5mm', [{ us: '7', mm: 4.5 }]],
    ['Needles: size 8 US', [{ us: '8', mm: 5 }]],
    [
      'Needles: US 4 / 3.5 mm and US 6',
      [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
    ],
    [
      'Needles: 4mm (UK 8/US 6) and 3 1/4 mm (No 10)',
      [
        { us: '6', mm: 4 },
        { us: '3', mm: 3.25 },
      ],
    ],
    ['Needles: 7 mm', [{ us: null, mm: 7 }]],
  ])('%s', (text, expected) => {
    expect(tools(text)).toEqual(expected);
  });

  it('reads hooks by letter, by millimetre, or both', () => {
    expect(tools('Hook: H/8 (5 mm) hook', 'crochet')).toEqual([{ us: 'H-8', mm: 5 }]);
    expect(tools('Hook: 5.5 mm', 'crochet')).toEqual([{ us: 'I-9', mm: 5.5 }]);
    expect(tools('Use a size J hook.', 'crochet')).toEqual([{ us: 'J-10', mm: 6 }]);
    expect(tools('Hook: 9 mm (M/N-13)', 'crochet')).toEqual([{ us: 'M/N-13', mm: 9 }]);
  });

  it('lists each size once and ignores notions and lengths', () => {
    const text = [
      'Needles: US 6 (4 mm) and US 8 (5 mm) 16" circular, and US 8 DPNs; cable needle',
      'You will need:',
      '- 9 mm safety eyes, stitch markers',
      '- 80 cm circular cable',
    ].join('\n');
    expect(tools(text)).toEqual([
      { us: '6', mm: 4 },
      { us: '8', mm: 5 },
    ]);
  });

  it('pairs two metric sizes with the two US sizes printed after them', () => {
    expect(tools('Needles: 4.5 mm and 5 mm (US 7 and 8)')).toEqual([
      { us: '7', mm: 4.5 },
      { us: '8', mm: 5 },
    ]);
    expect(tools('Hooks: 3.5 mm and 4 mm (E-4 and G-6)', 'crochet')).toEqual([
      { us: 'E-4', mm: 3.5 },
      { us: 'G-6', mm: 4 },
    ]);
  });

  it('reads Unicode fractions and ignores old UK numbers in lower case', () => {
    expect(tools('Needles: US 2½ (3 mm) dpns')).toEqual([{ us: '2.5', mm: 3 }]);
    expect(tools('Needles: 1 pair 3¾ mm (no 9) (US 5) needles')).toEqual([{ us: '5', mm: 3.75 }]);
  });

  it('reads millimetres printed in capitals ("NEEDLES SIZE 4 MM")', () => {
    expect(tools('DROPS CIRCULAR NEEDLES SIZE 4 MM: length 80 cm.')).toEqual([{ us: '6', mm: 4 }]);
  });
});

describe('readToolSizes, old British needle numbers alone', () => {
  it('reads them as British sizes, unsure, when the text says "tension"', () => {
    const found = readToolSizes(
      readPatternDocument(
        'MATERIALS: a pair each of No. 10 and No. 12 knitting needles.\nTENSION: 8 sts to one inch.',
      ),
      'knitting',
    ).needle_sizes;
    expect(found?.value).toEqual([
      { us: '3', mm: 3.25 },
      { us: '2', mm: 2.75 },
    ]);
    expect(found?.confidence).toBeLessThan(0.5);
  });

  it('reads them as US sizes when the text says "gauge", as an American leaflet does', () => {
    expect(tools('MATERIALS: a pair of No. 8 knitting needles.\nGAUGE: 5 sts to one inch.')).toEqual([
      { us: '8', mm: 5 },
    ]);
  });
});

describe('readToolSizes, notions and broken lines', () => {
  it("does not take a notion's size in millimetres for a hook", () => {
    const text = 'Hook 5 mm\n9 mm safety eyes, 15 mm wooden buttons, fibrefill';
    expect(tools(text, 'crochet')).toEqual([{ us: 'H-8', mm: 5 }]);
  });

  it("does not take a notion's size printed after it for a needle", () => {
    const text =
      'NEEDLES & NOTIONS\nUS 4 (3.5 mm) circular.\n8 (9, 11) buttons, ¾" / 19 mm; 5 buttons (15 mm); safety eyes, 13 mm';
    expect(tools(text)).toEqual([{ us: '4', mm: 3.5 }]);
  });

  it('reads no tool from a paragraph about other patterns', () => {
    const text = [
      'Hook size: 5.5 mm (I)',
      '',
      'Also by this designer',
      'Driftwood Hat - 150 yds worsted, 5 mm hook',
      'Mudflat Mitts - 120 yds DK, 4 mm hook',
    ].join('\n');
    expect(tools(text, 'crochet')).toEqual([{ us: 'I-9', mm: 5.5 }]);
  });

  it('reads sizes of a clause broken across two lines', () => {
    const text =
      'MATERIALS: 8 oz. of yarn. One pair each of 4 mm and\n3.5 mm knitting needles; a stitch holder.';
    expect(tools(text)).toEqual([
      { us: '6', mm: 4 },
      { us: '4', mm: 3.5 },
    ]);
  });
});

describe('needles listed one a line, each line starting "Size"', () => {
  const both = [
    { us: '4', mm: 3.5 },
    { us: '6', mm: 4 },
  ];

  it('reads every line, with the US system spelt with stops or without', () => {
    expect(tools('NEEDLES\nSize U.S. 4 (3.5 mm): 32" cir.\nSize U.S. 6 (4 mm): 24" and 32" cir.')).toEqual(
      both,
    );
    expect(tools('Needles\nSize US 4 (3.5 mm): 80 cm circ\n\nSize US 6 (4 mm): 40 cm circ')).toEqual(both);
    expect(tools('Size 3.5 mm: 40 cm circular\nSize 4 mm: 60 cm circular')).toEqual(both);
  });

  it('does not take a needle line for the sizes', () => {
    const document = readPatternDocument('NEEDLES\nSize U.S. 6 (4 mm): 24" cir.');
    expect(document.sections.map((section) => section.kind)).toEqual(['needles', 'needles']);
    const dress = readPatternDocument('Sizes: US 6 (8, 10, 12)\nSize US 4 needles: 60 cm');
    expect(dress.sections.map((section) => section.kind)).toEqual(['sizes', 'needles']);
  });
});
