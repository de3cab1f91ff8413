import { describe, expect, it } from '@jest/globals';
import { readCraftType } from './craft-type.js';

describe('readCraftType', () => {
  it('tells knitting from crochet by their words and tools', () => {
    expect(readCraftType('Needles: US 7. K2tog, ssk, purl across.').craft_type?.value).toBe('knitting');
    expect(readCraftType('Hook: H-8 (5 mm). Ch 3, dc in next st, sc.').craft_type?.value).toBe('crochet');
  });

  it('is not swayed by a tapestry needle in a crochet pattern', () => {
    const text = 'A crochet blanket. Hook: 5 mm. Weave in ends with a tapestry needle.';
    expect(readCraftType(text).craft_type?.value).toBe('crochet');
  });

  it('says nothing when the text names neither craft', () => {
    expect(readCraftType('A cosy blanket in soft wool.')).toEqual({});
  });

  it('counts needles listed under their own label as knitting', () => {
    expect(readCraftType('Daisy Chain Shawl\nYarn: 1 skein\nNeedles: 3.5 mm').craft_type?.value).toBe(
      'knitting',
    );
  });
});
