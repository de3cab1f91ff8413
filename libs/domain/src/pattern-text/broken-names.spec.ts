import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: the forty-fifth's and forty-sixth's misses, in other words: a toy's name broken after "the", a name in
// its own language before the English one, stitches and "Aprox." read as sizes.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe('names broken on the cover', () => {
  it('joins a name broken after a small word to the line under it', () => {
    expect(
      read(['Nell the', 'Narwhal', 'a little crocheted whale', 'Pattern by Ana Ruiz']).title?.value,
    ).toBe('Nell the Narwhal');
  });

  it('takes the English half of a name said in two languages before the thing it names', () => {
    const lines = [
      'KOSKI YARNS OY · Free pattern KY-118 · English edition',
      'Revontuli / Northern Lights Cardigan',
      'A child’s cardigan with a stranded yoke',
      'Design: Liisa Koski',
    ];
    expect(read(lines).title?.value).toBe('Northern Lights Cardigan');
  });
});

describe('no sizes from stitches or a word alone', () => {
  it('reads no sizes from a shell stitch written out, nor from "Aprox." alone', () => {
    expect(read(['Shell (sh): (3 dc, ch 2, 3 dc) in the same st.']).sizes).toBeUndefined();
    expect(read(['MEDIDAS / SIZE', 'Aprox. / Approx. 80 x 90 cm']).sizes).toBeUndefined();
  });
});
