import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { readToolSizes } from './tool-sizes.js';

const tools = (text: string, craft?: 'knitting' | 'crochet') =>
  readToolSizes(readPatternDocument(text), craft).needle_sizes?.value;

describe('tool sizes as translations, ball bands and kits print them', () => {
  it('reads a decimal comma', () => {
    expect(tools('Crochet hook: agulha 2,25 mm', 'crochet')).toEqual([{ us: 'B-1', mm: 2.25 }]);
    expect(tools('Aiguilles circulaires 4 mm et 4,5 mm / 4 mm and 4.5 mm circular needles')).toEqual([
      { us: '6', mm: 4 },
      { us: '7', mm: 4.5 },
    ]);
  });

  it('gives the unit printed once after the last size to each size', () => {
    expect(tools('Recommended needles: Circular needles 3.5 and 4.5 mm, 40 and 80 cm.')).toEqual([
      { us: '4', mm: 3.5 },
      { us: '7', mm: 4.5 },
    ]);
  });

  it("reads no tool from a ball band's range, but reads 'US 8 - 5.0 mm'", () => {
    expect(
      tools('Needles 4–5 mm · Machine wash 40°\nYou need: 1 ball and a pair of 4.5 mm (US 7) needles.'),
    ).toEqual([{ us: '7', mm: 4.5 }]);
    expect(tools('Needle size: US 8 - 5.0 mm')).toEqual([{ us: '8', mm: 5 }]);
  });

  it("reads the hook before a notion's line joined to it, and no notion's size", () => {
    expect(tools('Hook: 3 mm\nSafety eyes 8 mm (1 pair)', 'crochet')).toEqual([{ us: null, mm: 3 }]);
  });

  it('reads no tool from a line about another pattern or the next meeting', () => {
    const text = [
      'Hooks: 5 mm (H-8) for the ribbing',
      'Pairs well with the Fogline Beanie (1 skein, 6 mm hook).',
      '',
      'NEXT MEETING (March 9): granny squares! Bring a 4 mm hook.',
    ].join('\n');
    expect(tools(text, 'crochet')).toEqual([{ us: 'H-8', mm: 5 }]);
  });

  it("leaves out a fine hook for placing beads beside a knitted piece's needles", () => {
    const text =
      'NEEDLES\n4 mm (US 6) circular needle, 60 cm\n0.75 mm steel crochet hook for placing the beads';
    expect(tools(text, 'knitting')).toEqual([{ us: '6', mm: 4 }]);
  });

  it("reads the next needle after one 'for the cuffs and button band'", () => {
    const text =
      'Needles:\n4 mm (US 6) 80 cm circular for the cuffs and button band\nUS 7 (4.5 mm) 80 cm circular';
    expect(tools(text, 'knitting')).toEqual([
      { us: '6', mm: 4 },
      { us: '7', mm: 4.5 },
    ]);
    expect(tools('Notions: 7 buttons (15 mm)\n4 mm (US 6) needles', 'knitting')).toEqual([
      { us: '6', mm: 4 },
    ]);
  });

  it("reads a retyper's note setting old needle numbers equal to millimetres", () => {
    const text =
      'MATERIALS: 3 ozs. 3-ply. A pair each of Nos. 12 and 10\nknitting needles.\n[No. 12 = 2.75 mm, No. 10 = 3.25 mm.]';
    expect(tools(text, 'knitting')).toEqual([
      { us: '2', mm: 2.75 },
      { us: '3', mm: 3.25 },
    ]);
  });
});
